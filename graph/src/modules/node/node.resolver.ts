import { Arg, Ctx, FieldResolver, ID, Info, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLResolveInfo } from 'graphql';
import type { AppContext } from '../../context.js';
import { globalIdOf, NODE_TYPES } from '../../lib/global-ids.js';
import { findNode, findNodes, MAX_NODE_IDS } from './node.service.js';
import { Node } from '../../lib/node-interface.js';

@Resolver(() => Node)
export class NodeResolver {
  @Query(() => Node, { nullable: true, description: 'The object a global id names; null when there is none or the viewer may not see it.' })
  node(@Arg('id', () => ID, { description: 'A global id.' }) id: string, @Ctx() ctx: AppContext): Promise<object | null> {
    return findNode(ctx, id);
  }

  @Query(() => [Node], {
    nullable: 'items',
    description: `The objects global ids name, in the order asked (at most ${MAX_NODE_IDS}); null for each one there is none of or the viewer may not see.`,
  })
  nodes(@Arg('ids', () => [ID], { description: 'Global ids.' }) ids: string[], @Ctx() ctx: AppContext): Promise<(object | null)[]> {
    return findNodes(ctx, ids);
  }

  @FieldResolver(() => ID)
  id(@Root() root: { id: number }, @Info() info: GraphQLResolveInfo): string {
    const type = NODE_TYPES.find((name) => name === info.parentType.name);
    if (!type) throw new Error(`${info.parentType.name} is not a Node type.`);
    return globalIdOf(type, root.id);
  }
}
