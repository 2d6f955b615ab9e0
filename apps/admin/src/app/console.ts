// The console as the registry describes it (src/resources/index.ts): react-admin's resources, every
// text, the menu's sections, the matrix resource of each console resource and the ledger's sentences.
// Built once, here, so the app, the menu and the shared code all read the same list.
import { eventSentenceReader } from '../components/event-sentences';
import type { Registrations } from '../components/registrations';
import { permissionOf } from '../providers/can-access';
import type { ConsoleResource } from '../resources/console-feature';
import { FEATURES } from '../resources';

/** A menu heading and the resources listed under it, in the registry's order. */
export interface MenuSection {
  label: string;
  resources: string[];
}

export const CONSOLE_RESOURCES: readonly ConsoleResource[] = FEATURES.flatMap((feature) => feature.resources);

export const CONSOLE_MESSAGES = FEATURES.flatMap((feature) => feature.messages);

export const MENU_SECTIONS: readonly MenuSection[] = CONSOLE_RESOURCES.reduce<MenuSection[]>((sections, resource) => {
  if (!resource.menu) return sections;
  const section = sections.find((candidate) => candidate.label === resource.menu);
  if (section) section.resources.push(resource.name);
  else sections.push({ label: resource.menu, resources: [resource.name] });
  return sections;
}, []);

export const REGISTRATIONS: Registrations = {
  permissionOf: permissionOf(
    Object.fromEntries(
      CONSOLE_RESOURCES.flatMap((resource) => (resource.permission ? [[resource.name, resource.permission]] : [])),
    ),
  ),
  eventSentences: eventSentenceReader(FEATURES.flatMap((feature) => feature.eventSentences ?? [])),
};
