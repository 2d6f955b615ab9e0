// The registry of what each context brings to the log: its stream kinds, the events it adds to
// another context's kind (a game's facts on the player stream), its read models. A context
// registers its feature once, in its Nest module (`EventSourcingModule.forFeature(FEATURE)`), which
// runs when the module's file is imported; so the application and the audit CLI (which imports the
// application's module graph without starting it) see the same registrations.
import type { AuditCheck } from './audit-check';
import type { EventDefinition, StreamEvent } from './event-definition';
import { isInline, type ReadModel } from './read-model';
import type { AnyStreamKind, Guard, StreamKind } from './stream-kind';

/** Events a context records on another context's stream kind, with what each does to its state. */
export interface KindExtension {
  readonly kind: AnyStreamKind;
  apply(): void;
}

/**
 * Registers an event of this context on another context's stream kind, with what it does to that
 * kind's state. Takes effect at once (wherever the definition is imported, the kind can fold it),
 * and again, as a no-op, when the feature listing it is registered.
 */
export function extension<State, Type extends string, Data>(
  kind: StreamKind<State>,
  definition: EventDefinition<Type, Data>,
  evolve: (state: State, event: StreamEvent<Type, Data>) => State,
): KindExtension {
  const apply = () => kind.extend(definition, evolve);
  apply();
  return { kind, apply };
}

/**
 * Holds every decision on another context's stream kind to a rule of this context (a guard). Like
 * an extension, it takes effect at once and again when the feature listing it is registered.
 */
export function kindGuard<State>(kind: StreamKind<State>, name: string, guard: Guard<State>): KindExtension {
  const apply = () => kind.guard(name, guard);
  apply();
  return { kind, apply };
}

export interface EventSourcedFeature {
  /** The registering context or slice: 'ledger', 'games.boxes'. */
  readonly name: string;
  readonly streams?: readonly AnyStreamKind[];
  readonly extensions?: readonly KindExtension[];
  readonly readModels?: readonly ReadModel[];
  /** Checks `npm run audit` runs on the log (e.g. a game's draws against libs/fairness). */
  readonly auditChecks?: readonly AuditCheck[];
}

const features = new Map<string, EventSourcedFeature>();

/** Registers a feature (idempotent for the same object; a second feature of the same name is a mistake). */
export function registerFeature(feature: EventSourcedFeature): void {
  const known = features.get(feature.name);
  if (known === feature) return;
  if (known) throw new Error(`event-sourced feature ${feature.name} is registered twice`);
  const names = new Set(registeredReadModels().map((model) => model.name));
  const tables = new Set(registeredReadModels().map((model) => model.table));
  for (const model of feature.readModels ?? []) {
    if (names.has(model.name) || tables.has(model.table)) {
      throw new Error(`read model ${model.name} (${model.table}) is registered twice`);
    }
  }
  for (const added of feature.extensions ?? []) added.apply();
  features.set(feature.name, feature);
}

export function registeredFeatures(): EventSourcedFeature[] {
  return [...features.values()];
}

/** Every registered read model, in registration order. */
export function registeredReadModels(): ReadModel[] {
  return registeredFeatures().flatMap((feature) => feature.readModels ?? []);
}

/** Every registered stream kind (the audit folds their streams to check snapshots). */
export function registeredStreamKinds(): AnyStreamKind[] {
  return registeredFeatures().flatMap((feature) => feature.streams ?? []);
}

export function registeredAuditChecks(): AuditCheck[] {
  return registeredFeatures().flatMap((feature) => feature.auditChecks ?? []);
}

/** The read models applied inline with appends to streams of this kind. */
export function inlineReadModelsOf(kind: AnyStreamKind): ReadModel[] {
  const origin = kind.origin;
  return registeredReadModels().filter((model) => isInline(model) && model.feed.inline.includes(origin));
}
