import { Menu, type MenuItem } from '../../../components/Menu';
import { LinkIcon, MailIcon, ShareIcon } from '../../../components/icons';
import { useToast } from '../../../components/toast';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { track } from '../../../lib/analytics';
import { shareLinks } from '../utils/shareLinks';

export const ShareMenu_article = graphql(`
  fragment ShareMenu_article on Article {
    id
    databaseId
    title
    simplifiedTitle
    aiSummary
  }
`);

interface ShareMenuProps {
  article: FragmentType<typeof ShareMenu_article>;
  size?: 'sm' | 'md';
}

function openExternal(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/** Share: copy link, microblog, social network, email, and the device's share sheet where the browser has one. */
export function ShareMenu({ article: articleRef, size = 'sm' }: ShareMenuProps) {
  const article = getFragmentData(ShareMenu_article, articleRef);
  const { toast } = useToast();
  const title = article.simplifiedTitle || article.title;
  const links = shareLinks(window.location.origin, { databaseId: article.databaseId, title, summary: article.aiSummary ?? null });

  const handleCopy = async () => {
    track('share', { articleId: article.id, method: 'copy' });
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(links.url);
      toast({ title: 'Link copied!', description: 'The article link is on your clipboard.' });
    } catch {
      toast({ title: 'Failed to copy link', description: 'Please copy the URL manually', variant: 'destructive' });
    }
  };

  const handleNativeShare = async () => {
    track('share', { articleId: article.id, method: 'native' });
    try {
      await navigator.share({ title, text: article.aiSummary ?? title, url: links.url });
    } catch (error) {
      console.info('Share cancelled or failed', error);
    }
  };

  const items: MenuItem[] = [
    { key: 'copy', label: 'Copy link', icon: <LinkIcon size={16} />, onSelect: handleCopy },
    {
      key: 'microblog',
      label: 'Share on X',
      onSelect: () => {
        track('share', { articleId: article.id, method: 'microblog' });
        openExternal(links.microblog);
      },
    },
    {
      key: 'social',
      label: 'Share on LinkedIn',
      onSelect: () => {
        track('share', { articleId: article.id, method: 'social' });
        openExternal(links.socialNetwork);
      },
    },
    {
      key: 'email',
      label: 'Share by email',
      icon: <MailIcon size={16} />,
      onSelect: () => {
        track('share', { articleId: article.id, method: 'email' });
        window.location.href = links.email;
      },
    },
  ];
  if (typeof navigator !== 'undefined' && typeof navigator.share === 'function') {
    items.push({ key: 'native', label: 'More options...', onSelect: handleNativeShare });
  }

  return (
    <Menu
      trigger={
        <>
          <ShareIcon size={16} />
          Share
        </>
      }
      label={`Share “${title}”`}
      items={items}
      align="start"
      variant="secondary"
      size={size}
    />
  );
}
