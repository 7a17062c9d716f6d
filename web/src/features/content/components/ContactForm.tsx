import { useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { TextAreaField, TextField } from '../../../components/TextField';
import { useToast } from '../../../components/toast';

/** What the form holds: kept on screen only (docs/product/screens.md#static-pages). */
export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' };

/** Message lengths the form accepts: long enough for a detailed question, short enough to read in one go. */
export const CONTACT_LIMITS = { name: 100, email: 320, subject: 150, message: 5000 } as const;

/**
 * The contact form: all four fields required by the browser. Sending shows 'Message Sent' and clears the fields; it
 * makes no server call (docs/product/screens.md#static-pages).
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const { toast } = useToast();

  const handleChange = (field: keyof ContactValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    toast({ title: 'Message Sent', description: "Thank you for your message. We'll get back to you within 24 hours." });
    setValues(EMPTY);
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
          maxLength={CONTACT_LIMITS.email}
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
        <Button type="submit" $variant="primary">
          Send Message
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
