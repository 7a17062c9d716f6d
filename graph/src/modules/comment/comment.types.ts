import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A comment that was deleted.' })
export class DeletedComment {
  @Field(() => ID, { description: "The deleted comment's id." })
  id!: number;

  @Field(() => ID, { description: 'The article it belonged to.' })
  articleId!: number;
}
