// Authentication of both audiences, for every context's controllers:
//   players:  @UseGuards(PlayerAuthGuard), then @CurrentPlayer() player: AuthenticatedPlayer; a call that
//             plays or moves coins: @PlayerCommand(path, feature?) (guard, exclusion, feature switch)
//   staff:    @UseGuards(StaffAuthGuard) + @Roles(...rolesAllowed('edit', 'boxes')) (the matrix: staff),
//             then @CurrentStaff() staff: AuthenticatedStaff
// The guards check tokens through ports (PLAYER_SESSIONS, STAFF_SESSIONS) that identity and staff provide.
export * from './authenticated-player';
export * from './authenticated-staff';
export * from './current-player.decorator';
export * from './current-staff.decorator';
export * from './mobile-required.guard';
export * from './player-auth.guard';
export * from './roles.decorator';
export * from './session-verifiers';
export * from './staff-auth.guard';
export * from './staff-role';
export * from './refused-while-excluded.decorator';
export * from './player-command.decorator';
