// The Clerk identity provider (loaded only when the server has a Clerk key): provider, token bridge and widgets.
import { Button, Callout } from '@blueprintjs/core';
import { LogInIcon } from '@blueprintjs/icons';
import { ClerkFailed, ClerkProvider, OrganizationList, OrganizationSwitcher, SignIn, UserButton, useAuth } from '@clerk/react';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { connectIdentityBridge } from './identityBridge';
import { identityReported } from './identitySlice';
import { IdentityWidgetsContext, type IdentityWidgets } from './identityWidgets';

function ClerkBridge() {
  const dispatch = useAppDispatch();
  const { isLoaded, isSignedIn, userId, orgId, getToken, signOut } = useAuth();

  useEffect(() => connectIdentityBridge({ getAccessToken: (options) => getToken({ skipCache: options?.fresh === true }), signOut: () => signOut() }), [getToken, signOut]);

  useEffect(() => {
    dispatch(identityReported({ providerReady: isLoaded, signedIn: isSignedIn === true, accountKey: isSignedIn ? `clerk:${userId}:${orgId ?? ''}` : null }));
  }, [dispatch, isLoaded, isSignedIn, userId, orgId]);

  return null;
}

function ClerkAccountButton() {
  const { isSignedIn } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (isSignedIn) {
    return (
      <div className="clerk-account" data-testid="user-menu-button">
        <OrganizationSwitcher hidePersonal />
        <UserButton />
      </div>
    );
  }
  if (pathname === '/sign-in') return null;
  return <Button className="account-button" data-testid="sign-in-button" icon={<LogInIcon />} text="Sign in" onClick={() => navigate('/sign-in')} />;
}

function ClerkSignInPanel() {
  return <SignIn routing="hash" />;
}

function ClerkOrganizationPanel() {
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  return (
    <section className="organization-panel" aria-label="Choose an organization">
      <h2>Choose an organization</h2>
      <p>Every tour, traveler and setting belongs to an organization. Choose one of yours, or create one.</p>
      <OrganizationList hidePersonal afterSelectOrganizationUrl={here} afterCreateOrganizationUrl={here} />
    </section>
  );
}

const clerkWidgets: IdentityWidgets = {
  AccountButton: ClerkAccountButton,
  SignInPanel: ClerkSignInPanel,
  OrganizationPanel: ClerkOrganizationPanel,
};

export interface ClerkIdentityProps {
  publishableKey: string;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  children: ReactNode;
}

export default function ClerkIdentity({ publishableKey, navigate, children }: ClerkIdentityProps) {
  return (
    <ClerkProvider
      publishableKey={publishableKey}
      routerPush={(to) => navigate(to)}
      routerReplace={(to) => navigate(to, { replace: true })}
      signInUrl="/sign-in"
      afterSignOutUrl="/sign-in"
    >
      <ClerkBridge />
      <ClerkFailed>
        <Callout intent="danger" title="Sign-in is unavailable" className="identity-unavailable" data-testid="identity-unavailable">
          The latest version of the sign-in service failed to download. Please contact support.
        </Callout>
      </ClerkFailed>
      <IdentityWidgetsContext value={clerkWidgets}>{children}</IdentityWidgetsContext>
    </ClerkProvider>
  );
}
