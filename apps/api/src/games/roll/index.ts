// The roll context's public API: ROLL giveaway rooms (its module; nothing else is imported elsewhere).
export { RollModule } from './roll.module';
