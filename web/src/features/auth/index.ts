export { AuthProvider, ViewerDocument } from './AuthProvider';
export { AuthContext, useAuth, type AuthState, type Viewer } from './authContext';
export { useSignInGate, type SignInReason } from './hooks/useSignInGate';
