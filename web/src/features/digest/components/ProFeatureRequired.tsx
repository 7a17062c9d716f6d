import { ButtonLink } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';

/** What readers without Premium see on the digest settings: the plan it needs and the way to it. */
export function ProFeatureRequired({ signedIn }: { signedIn: boolean }) {
  return (
    <EmptyState
      title="Pro Feature Required"
      actions={
        <>
          <ButtonLink to={signedIn ? '/subscription' : '/auth'} $variant="primary">
            Upgrade to Premium
          </ButtonLink>
          <ButtonLink to="/email-setup">How the digest works</ButtonLink>
        </>
      }
    >
      <p>
        The email digest comes with Paperlight Premium: new research from the sources you choose, in plain language, weekly or daily.
        {signedIn ? '' : ' Sign in first, then upgrade.'}
      </p>
    </EmptyState>
  );
}
