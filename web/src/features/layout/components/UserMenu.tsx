import styled from 'styled-components';
import { ChevronDownIcon, LogOutIcon, UserIcon } from '../../../components/icons';
import { Menu, type MenuItem } from '../../../components/Menu';
import { navigate } from '../../../lib/router';
import type { Viewer } from '../../auth';
import { useLogoutMutation } from '../../auth/hooks/useLogoutMutation';

/** The signed-in user's menu: the six entries of docs/product/screens.md#header, Logout reading 'Logging out...' while pending. */
export function UserMenu({ user }: { user: Viewer }) {
  const { submit: logout, loading } = useLogoutMutation();
  const items: MenuItem[] = [
    { key: 'profile', label: 'View Profile', onSelect: () => navigate('/profile') },
    { key: 'settings', label: 'Account Settings', onSelect: () => navigate('/profile?tab=account') },
    { key: 'bookmarks', label: 'My Bookmarks', onSelect: () => navigate('/bookmarks') },
    { key: 'premium', label: 'Premium Features', onSelect: () => navigate('/upgrade') },
    { key: 'digest', label: 'Email Digest', onSelect: () => navigate('/email-settings') },
    {
      key: 'logout',
      label: loading ? 'Logging out...' : 'Logout',
      icon: <LogOutIcon size={16} />,
      disabled: loading,
      keepOpen: true,
      onSelect: () => void logout(),
    },
  ];
  return (
    <Menu
      trigger={
        <>
          <UserIcon size={18} />
          <StyledUsername>{user.username}</StyledUsername>
          <ChevronDownIcon size={16} />
        </>
      }
      label={`Account menu for ${user.username}`}
      header={user.username}
      items={items}
    />
  );
}

const StyledUsername = styled.span`
  max-width: 12ch;
  overflow: hidden;
  text-overflow: ellipsis;
  @media (max-width: 480px) {
    display: none;
  }
`;
