import { Ctx, Field, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { listCategories } from './category.service.js';

@ObjectType('Category', { description: 'A topic articles are filed under, with how many articles it has.' })
export class CategoryType {
  @Field(() => ID, { description: "The category's id." })
  id!: number;

  @Field(() => String, { description: 'The name readers see, e.g. "Cardiology".' })
  name!: string;

  @Field(() => String, { description: 'A URL-safe form of the name, e.g. "cardiology".' })
  slug!: string;

  @Field(() => Int, { description: 'How many articles are in this category.' })
  count!: number;
}

@Resolver(() => CategoryType)
export class CategoryResolver {
  @Query(() => [CategoryType], { description: 'Every category with its article count, largest first.' })
  categories(@Ctx() ctx: AppContext): Promise<CategoryType[]> {
    return listCategories(ctx);
  }
}
