import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { Link } from '../../../lib/router';
import { useLoginMutation, type LoginValues } from '../hooks/useLoginMutation';
import { hasErrors, validateLogin, type FieldErrors } from '../utils/authValidation';

/** The Login tab: username or email address and password, checked before anything is sent. */
export function LoginForm() {
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<LoginValues>>({});
  const [submitted, setSubmitted] = useState(false);
  const { submit, loading } = useLoginMutation();

  const handleChange = (field: keyof LoginValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateLogin(next));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateLogin(values);
    setErrors(found);
    if (hasErrors(found)) return;
    await submit({ username: values.username.trim(), password: values.password });
  };

  return (
    <StyledForm noValidate onSubmit={handleSubmit}>
      <TextField
        label="Username or email"
        name="username"
        autoComplete="username"
        value={values.username}
        error={errors.username}
        onChange={(event) => handleChange('username', event.target.value)}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        error={errors.password}
        onChange={(event) => handleChange('password', event.target.value)}
      />
      <Button type="submit" $variant="primary" $block disabled={loading}>
        {loading ? 'Signing in...' : 'Sign In'}
      </Button>
      <Link to="/reset-password">Forgot password?</Link>
    </StyledForm>
  );
}

export const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;
