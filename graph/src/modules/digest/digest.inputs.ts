import { Field, InputType } from 'type-graphql';
import { DigestFrequencyValues } from './digest.types.js';

/** Source switches to change; sources left out keep their setting. */
@InputType('DigestSourcesInput', { description: 'Source switches to change; sources left out keep their setting.' })
export class DigestSourcesInput {
  @Field(() => Boolean, { nullable: true, description: 'Papers from PubMed.' })
  PubMed?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Preprints from medRxiv.' })
  medRxiv?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Papers from PLOS.' })
  PLOS?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Papers from DOAJ journals.' })
  DOAJ?: boolean | null;
}

/** A change to the email preferences: only the fields given change. */
@InputType('EmailPreferencesInput', { description: 'A change to the email digest preferences: only the fields given change.' })
export class EmailPreferencesInput {
  @Field(() => Boolean, { nullable: true, description: 'Turns the digest on or off.' })
  emailDigest?: boolean | null;

  @Field(() => DigestFrequencyValues, { nullable: true, description: 'weekly (Sundays) or daily.' })
  frequency?: 'weekly' | 'daily' | null;

  @Field(() => String, { nullable: true, description: 'Delivery time in Eastern time: 08:00, 09:00, 10:00, 12:00 or 18:00.' })
  deliveryTime?: string | null;

  @Field(() => DigestSourcesInput, { nullable: true, description: 'Source switches to change.' })
  sources?: DigestSourcesInput | null;
}
