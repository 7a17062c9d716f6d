import { useMutation } from '@apollo/client/react';
import { useToast } from '../../../components/toast';
import { graphql } from '../../../gql';
import type { DigestSettings_PreferencesFragment, EmailPreferencesInput } from '../../../gql/graphql';
import { getErrorMessage } from '../../../lib/errors';
import { applyPreferencesPatch } from '../utils/preferencesPatch';
import { DigestPreviewDocument } from './useDigestPreview';

// The fields of DigestSettings_preferences, selected plainly so the optimistic answer can be written out in full.
const UpdateEmailPreferencesDocument = graphql(`
  mutation UpdateEmailPreferences($input: EmailPreferencesInput!) {
    updateEmailPreferences(input: $input) {
      emailDigest
      frequency
      deliveryTime
      sources {
        PubMed
        medRxiv
        PLOS
        DOAJ
      }
    }
  }
`);

/**
 * Saves one change to the digest preferences at once (only the changed field is sent). The screen shows the change
 * while it saves and goes back to the stored value if the save fails; the preview is read again afterwards.
 * 'Preferences updated' or 'Failed to update preferences' with the server's sentence.
 */
export function useUpdateEmailPreferences() {
  const [update, { loading }] = useMutation(UpdateEmailPreferencesDocument, { refetchQueries: [DigestPreviewDocument] });
  const { toast } = useToast();
  const save = async (current: DigestSettings_PreferencesFragment, patch: EmailPreferencesInput): Promise<boolean> => {
    try {
      await update({ variables: { input: patch }, optimisticResponse: { updateEmailPreferences: applyPreferencesPatch(current, patch) } });
      toast({ title: 'Preferences updated', description: 'Your digest settings are saved.' });
      return true;
    } catch (error) {
      toast({ title: 'Failed to update preferences', description: getErrorMessage(error, 'Please try again.'), variant: 'destructive' });
      return false;
    }
  };
  return { save, saving: loading };
}
