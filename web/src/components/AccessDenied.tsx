import { ButtonLink } from './Button';
import { EmptyState } from './EmptyState';

/** What guests see on signed-in pages. */
export function AccessDenied({ message }: { message: string }) {
  return (
    <EmptyState
      as="h1"
      title="Access Denied"
      actions={
        <ButtonLink to="/auth" $variant="primary">
          Sign In
        </ButtonLink>
      }
    >
      <p>{message}</p>
    </EmptyState>
  );
}
