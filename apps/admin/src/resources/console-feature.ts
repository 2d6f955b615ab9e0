// What a folder of src/resources registers with the console (react-admin's demo: one definition per
// resource folder): its react-admin resources, each with its menu heading and the role-matrix
// resource that rules it, its texts in en and zh, and the sentences of the ledger events it causes.
// src/resources/index.ts lists every folder's definition; the app, the menu, the texts, the
// permission checks and the ledger tab are built from that one list (src/app/console.ts).
import type { ResourceProps } from 'react-admin';
import type { EventSentences } from '../components/event-sentences';
import type { Messages } from '../i18n/define-messages';

/** One react-admin resource: its name is the admin API path (/admin/api/<name>), kept as it is. */
export interface ConsoleResource extends Pick<
  ResourceProps,
  'name' | 'list' | 'show' | 'edit' | 'create' | 'icon' | 'options' | 'recordRepresentation'
> {
  /** The role-matrix resource (docs/staff-and-console.md) that rules this one, when not its name. */
  permission?: string;
  /**
   * Translation key of the menu heading its list shows under (`app.menu.<group>`); none: no menu
   * entry (it is read through another page). The menu keeps the registry's order: headings where
   * their first resource comes, entries in order under them.
   */
  menu?: string;
}

/** What one folder of src/resources registers (a game's folder registers the whole game). */
export interface ConsoleFeature {
  resources: readonly ConsoleResource[];
  /** Its texts in en and zh (merged into the console's catalogue). */
  messages: readonly Messages<object>[];
  /** Sentences for the ledger events it causes, and the item sources it names (the ledger tab). */
  eventSentences?: EventSentences;
}
