import { useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { TextAreaField, TextField } from '../../../components/TextField';
import { CONTACT_LIMITS } from '../../../lib/limits';
import { useSendContactMessage } from '../hooks/useSendContactMessage';

/** What the form sends (docs/product/screens.md#static-pages). */
export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' };

/** The longest email address the server accepts. */
const EMAIL_MAX_LENGTH = 254;

/**
 * The contact form: all four fields required by the browser. Sending stores the message and emails it to support;
 * success shows 'Message Sent' and clears the fields, a refusal keeps them (docs/product/screens.md#static-pages).
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const { submit, loading } = useSendContactMessage();

  const handleChange = (field: keyof ContactValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await submit(values)) setValues(EMPTY);
  };

  return (
    <StyledForm onSubmit={handleSubmit} aria-label="Contact form">
      <StyledRow>
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          maxLength={CONTACT_LIMITS.name}
          value={values.name}
          onChange={handleChange('name')}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
          value={values.email}
          onChange={handleChange('email')}
        />
      </StyledRow>
      <TextField
        label="Subject"
        name="subject"
        required
        maxLength={CONTACT_LIMITS.subject}
        value={values.subject}
        onChange={handleChange('subject')}
      />
      <TextAreaField
        label="Message"
        name="message"
        rows={7}
        required
        maxLength={CONTACT_LIMITS.message}
        hint="Please leave out personal health details; we cannot give medical advice."
        value={values.message}
        onChange={handleChange('message')}
      />
      <div>
        <Button type="submit" $variant="primary" disabled={loading}>
          {loading ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </StyledForm>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
