import { Field, InputType } from 'type-graphql';
import { ArticleFilter } from '../article/article.inputs.js';

@InputType({ description: 'A feed filter to save under a name; its date window is ignored.' })
export class SaveSearchInput {
  @Field(() => String, { description: 'The name, up to 80 characters, unique among the viewer’s saved searches.' })
  name!: string;

  @Field(() => ArticleFilter, { description: 'The feed filter to save (search text, sources, categories, and Premium filters).' })
  filter!: ArticleFilter;
}

@InputType({ description: 'Changes to a saved search; a missing part stays as it is.' })
export class UpdateSavedSearchInput {
  @Field(() => String, { nullable: true, description: 'A new name.' })
  name?: string | null;

  @Field(() => ArticleFilter, { nullable: true, description: 'A new filter, replacing the old one whole.' })
  filter?: ArticleFilter | null;
}
