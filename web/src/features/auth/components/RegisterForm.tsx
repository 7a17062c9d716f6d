import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { useRegisterMutation, type RegisterValues } from '../hooks/useRegisterMutation';
import { hasErrors, validateRegister, type FieldErrors } from '../utils/authValidation';
import { StyledForm } from './LoginForm';

/** The Register tab: username, email and password, checked before anything is sent. */
export function RegisterForm() {
  const [values, setValues] = useState<RegisterValues>({ username: '', email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<RegisterValues>>({});
  const [submitted, setSubmitted] = useState(false);
  const { submit, loading } = useRegisterMutation();

  const handleChange = (field: keyof RegisterValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateRegister(next));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateRegister(values);
    setErrors(found);
    if (hasErrors(found)) return;
    await submit({ username: values.username.trim(), email: values.email.trim(), password: values.password });
  };

  return (
    <StyledForm noValidate onSubmit={handleSubmit}>
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        value={values.username}
        error={errors.username}
        onChange={(event) => handleChange('username', event.target.value)}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onChange={(event) => handleChange('email', event.target.value)}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters, and not a common password."
        value={values.password}
        error={errors.password}
        onChange={(event) => handleChange('password', event.target.value)}
      />
      <Button type="submit" $variant="primary" $block disabled={loading}>
        {loading ? 'Creating account...' : 'Create Account'}
      </Button>
    </StyledForm>
  );
}
