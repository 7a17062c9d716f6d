import { Field, ObjectType } from 'type-graphql';

/** A preprint's version published in a journal. */
@ObjectType({ description: "A preprint's version published in a journal, as the preprint server names it." })
export class PublishedVersion {
  @Field(() => String, { description: "The journal version's DOI." })
  doi!: string;

  @Field(() => String, {
    nullable: true,
    description: 'The journal, when Paperlight holds the journal version (by its DOI); null otherwise.',
  })
  journal!: string | null;

  @Field(() => String, { description: "Where to read the journal version: its DOI's address." })
  url!: string;
}
