// The local identity provider (no Clerk key): a token from POST /api/dev/session, kept in localStorage.
import { useEffect, type ReactNode } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { connectIdentityBridge } from './identityBridge';
import { identityReported } from './identitySlice';
import { IdentityWidgetsContext, type IdentityWidgets } from './identityWidgets';
import { LocalAccountButton } from './LocalAccountButton';
import { LocalSignInForm } from './LocalSignInForm';
import { accountKeyOf, clearLocalSessionToken, onLocalSessionTokenChangedElsewhere, readLocalSessionToken } from './localSessionToken';

const localWidgets: IdentityWidgets = {
  AccountButton: LocalAccountButton,
  SignInPanel: LocalSignInForm,
  OrganizationPanel: () => null, // a local token always names its organization
};

export function LocalIdentity({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();

  useEffect(() => {
    const disconnect = connectIdentityBridge({
      getAccessToken: async () => readLocalSessionToken(),
      signOut: async () => clearLocalSessionToken(),
    });
    const report = (token: string | null) =>
      dispatch(identityReported({ providerReady: true, signedIn: token !== null, accountKey: token ? accountKeyOf(token) : null }));
    report(readLocalSessionToken());
    const stopListening = onLocalSessionTokenChangedElsewhere(report);
    return () => {
      stopListening();
      disconnect();
    };
  }, [dispatch]);

  return <IdentityWidgetsContext value={localWidgets}>{children}</IdentityWidgetsContext>;
}
