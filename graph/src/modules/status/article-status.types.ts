import { Field, Int, ObjectType } from 'type-graphql';
import { StatusAlert } from './status-alert.entity.js';

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

/** The viewer's newest status alerts, with how many are unread. */
@ObjectType({ description: "The viewer's newest alerts about bookmarked articles whose status changed." })
export class StatusAlertList {
  @Field(() => [StatusAlert], { description: 'The newest alerts first.' })
  alerts!: StatusAlert[];

  @Field(() => Int, { description: "How many of the viewer's alerts are unread, in all." })
  unreadCount!: number;
}
