import { Field, ID, InterfaceType } from 'type-graphql';
import { NODE_TYPES, type NodeTypeName } from './global-ids.js';

/**
 * The Node type an object is, read from its class: every Node type is an entity class of the same name. Plain objects
 * and other classes are no Node.
 */
export function nodeTypeOf(value: unknown): NodeTypeName | undefined {
  const name = (value as { constructor?: { name?: string } } | null)?.constructor?.name;
  return NODE_TYPES.find((type) => type === name);
}

/** An object with a global id (the Relay convention); `node(id:)` reads any of them back. */
@InterfaceType('Node', {
  description: 'An object with an opaque global id, which `node(id:)` and `nodes(ids:)` read back and every id argument accepts.',
  resolveType: (value: unknown) => nodeTypeOf(value),
})
export abstract class Node {
  @Field(() => ID, { description: 'The opaque global id: the same in every query and stable for the life of the object.' })
  id!: string;
}
