// The real player journey as flows of signed calls: sign up through the sandbox SMS, top up through
// the sandbox gateway, open boxes, recycle what they gave, fight a battle against robots. Pure: the
// k6 scenarios and the jest test drive the same flows (see requests.ts).
import { apiCall, FlowError, pause, plainCall, send, sendPlain, type Flow, type Target } from './requests.ts';

export interface Player {
  id: string;
  token: string;
  mobile: string;
}

interface Box {
  id: string;
  price: string;
}

/** Two-decimal coin strings as integer hundredths (exact; no float on the money path). */
export function hundredths(amount: string): number {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(amount);
  if (!match) throw new Error(`not a two-decimal amount: ${amount}`);
  return (match[1] ? -1 : 1) * (Number(match[2]) * 100 + Number(match[3]));
}

/** A mainland mobile number unique to a run, a virtual user and an index within it. */
export function mobileFor(run: number, vu: number, index = 0): string {
  return `13${String(run % 1000).padStart(3, '0')}${String((vu * 10 + index) % 1_000_000).padStart(6, '0')}`;
}

export function* signUp(target: Target, mobile: string): Flow<Player> {
  yield* send(apiCall(target, 'send_sms', 'POST', '/api/send_sms', { mobile, area_code: '86', is_use: 1 }));
  const sms = yield* sendPlain<{ code: string }>(
    plainCall('sandbox_sms', 'GET', `/sandbox/sms?mobile=${mobile}&area_code=86`),
  );
  const registered = yield* send<{ token: string }>(
    apiCall(target, 'register', 'POST', '/api/register', {
      stast: 'register',
      mobile,
      area_code: '86',
      verify: sms.code,
      password: 'load-test-password',
      agree: true,
      adult: true,
    }),
  );
  const me = yield* send<{ id: string }>(apiCall(target, 'me', 'GET', '/api/me', undefined, registered.token));
  return { id: me.id, token: registered.token, mobile };
}

export function* balance(target: Target, player: Player): Flow<number> {
  const me = yield* send<{ bean: string }>(apiCall(target, 'me', 'GET', '/api/me', undefined, player.token));
  return hundredths(me.bean);
}

/**
 * Tops up through the sandbox gateway as a player would: an order for the package, Pay on the
 * sandbox's page, then the order polled until the gateway's signed notification paid it and the
 * balance until the order process credited it.
 * Returns the coins credited (hundredths, first-recharge bonus included).
 */
export function* topUp(target: Target, player: Player, packageId = 'pkg-100', maxPolls = 60): Flow<number> {
  const before = yield* balance(target, player);
  const placed = yield* send<{ order_id: string }>(
    apiCall(target, 'recharge', 'POST', '/api/recharge', { id: packageId, pay_way: 7 }, player.token),
  );
  yield* sendPlain(plainCall('sandbox_pay', 'POST', `/sandbox/pay/${placed.order_id}/confirm`));
  for (let poll = 0; poll < maxPolls; poll++) {
    const order = yield* send<{ status: string }>(
      apiCall(target, 'recharge_status', 'GET', `/api/recharge/${placed.order_id}`, undefined, player.token),
    );
    if (order.status === 'paid') break;
    if (order.status !== 'pending') throw new FlowError('recharge_status', 200, undefined, `order ${order.status}`);
    if (poll === maxPolls - 1)
      throw new FlowError(
        'recharge_status',
        200,
        undefined,
        `order ${placed.order_id} not paid after ${maxPolls} polls`,
      );
    yield pause(0.25);
  }
  // A paid order credits the player through the order process, a moment after it reads as paid.
  for (let poll = 0; poll < maxPolls; poll++) {
    const now = yield* balance(target, player);
    if (now > before) return now - before;
    yield pause(0.25);
  }
  throw new FlowError(
    'balance',
    200,
    undefined,
    `order ${placed.order_id} paid but not credited after ${maxPolls} polls`,
  );
}

/** The cheapest box on sale (load shapes stay comparable between runs). */
export function* cheapestBox(target: Target): Flow<Box> {
  const boxes = yield* send<Box[]>(apiCall(target, 'boxes', 'GET', '/api/boxes'));
  if (boxes.length === 0)
    throw new FlowError('boxes', 200, undefined, 'no box on sale (start the target with SEED_DEMO=true)');
  return boxes.reduce((cheapest, box) => (hundredths(box.price) < hundredths(cheapest.price) ? box : cheapest));
}

export interface Opening {
  paid: number;
  items: number;
  recycled: number;
  balanceAfter: number;
}

/** Opens a box `num` times in one call and recycles everything it gave. */
export function* openAndRecycle(target: Target, player: Player, box: Box, num = 1): Flow<Opening> {
  const opened = yield* send<{ items: { storage_id: string }[]; bean: string }>(
    apiCall(target, 'box_open', 'POST', '/api/box/open', { id: box.id, num }, player.token),
  );
  const recycled = yield* send<{ bean: string }>(
    apiCall(
      target,
      'recycle',
      'POST',
      '/api/cash',
      { data: opened.items.map((item) => item.storage_id) },
      player.token,
    ),
  );
  return {
    paid: hundredths(box.price) * num,
    items: opened.items.length,
    recycled: hundredths(recycled.bean),
    balanceAfter: hundredths(opened.bean) + hundredths(recycled.bean),
  };
}

interface Battle {
  id: string;
  status: number;
  winners: number[];
}

/** A two-seat classic battle against a robot: create, call the robot, read the ended battle. */
export function* battleAgainstRobot(target: Target, player: Player, box: Box, maxPolls = 40): Flow<Battle> {
  const created = yield* send<Battle>(
    apiCall(
      target,
      'arena_create',
      'POST',
      '/api/arena/create',
      { boxes: [box.id], seats: 2, mode: 'classic', robots: true },
      player.token,
    ),
  );
  yield* send(apiCall(target, 'arena_robots', 'POST', '/api/arena/robots', { id: created.id }, player.token));
  for (let poll = 0; poll < maxPolls; poll++) {
    const battle = yield* send<Battle>(
      apiCall(target, 'arena_detail', 'GET', `/api/arena/detail?game_arena_id=${created.id}`, undefined, player.token),
    );
    if (battle.status === 2) return battle;
    if (battle.status === 3) throw new FlowError('arena_detail', 200, undefined, `battle ${created.id} cancelled`);
    yield pause(0.25);
  }
  throw new FlowError('arena_detail', 200, undefined, `battle ${created.id} did not end after ${maxPolls} polls`);
}

export interface Round {
  opened: number;
  battles: number;
  toppedUp: number;
}

/**
 * One iteration of a player's session: top up when the balance is short of what the round costs,
 * open and recycle `opens` times, and fight a battle when asked.
 */
export function* playRound(
  target: Target,
  player: Player,
  box: Box,
  options: { opens: number; battle: boolean; topUpPackage?: string },
): Flow<Round> {
  const cost = hundredths(box.price) * (options.opens + (options.battle ? 1 : 0));
  let toppedUp = 0;
  if ((yield* balance(target, player)) < cost) toppedUp = yield* topUp(target, player, options.topUpPackage);
  let opened = 0;
  for (let i = 0; i < options.opens; i++) {
    yield* openAndRecycle(target, player, box);
    opened++;
  }
  let battles = 0;
  if (options.battle) {
    yield* battleAgainstRobot(target, player, box);
    battles++;
  }
  return { opened, battles, toppedUp };
}
