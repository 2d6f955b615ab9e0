// What the registered resource folders (src/resources/index.ts) give the shared code below them: the
// matrix resource that rules each console resource, and the ledger's sentences. The app provides it
// (src/app/console.ts builds it); shared code reads it here instead of importing the registry, which
// would import every page back.
import { createContext, useContext } from 'react';
import { permissionOf, type PermissionOf } from '../providers/can-access';
import { eventSentenceReader, type EventSentenceReader } from './event-sentences';

export interface Registrations {
  permissionOf: PermissionOf;
  eventSentences: EventSentenceReader;
}

export const RegistrationsContext = createContext<Registrations>({
  permissionOf: permissionOf({}),
  eventSentences: eventSentenceReader([]),
});

export function useRegistrations(): Registrations {
  return useContext(RegistrationsContext);
}
