import { Field, ID, InputType } from 'type-graphql';

@InputType({ description: 'A new webhook: the saved search it follows and the endpoint new papers are posted to.' })
export class CreateWebhookInput {
  @Field(() => ID, { description: "The saved search whose new papers are delivered (one of the viewer's)." })
  savedSearchId!: string;

  @Field(() => String, {
    description: 'The https URL to post to; it must resolve to public addresses. Up to 2,000 characters.',
  })
  url!: string;
}
