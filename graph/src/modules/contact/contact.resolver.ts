import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { ContactMessageInput } from './contact.inputs.js';
import { sendContactMessage } from './contact.service.js';

@Resolver()
export class ContactResolver {
  @Mutation(() => String, {
    description: 'Stores a contact-form message and emails it to the support address; answers a confirmation sentence. Rate limited.',
  })
  sendContactMessage(
    @Arg('input', () => ContactMessageInput, { description: 'The message.' }) input: ContactMessageInput,
    @Ctx() ctx: AppContext,
  ): Promise<string> {
    return sendContactMessage(ctx, input);
  }
}
