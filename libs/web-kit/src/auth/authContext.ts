import { createContext } from 'react';
import type { AuthState } from './authUser';

export const AuthContext = createContext<AuthState | null>(null);
