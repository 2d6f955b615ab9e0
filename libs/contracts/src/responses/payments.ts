// Response shapes of the payments' player calls (contract section 7): recharge packages and
// first-recharge bonuses, orders and their records, card codes. Amounts are two-decimal strings.

/** One entry of GET /api/beans. */
export interface RechargePackageResponse {
  /** What POST /api/recharge takes as id. */
  id: string;
  /** Coins credited. */
  bean: string;
  /** Price to pay, yuan. */
  price: string;
}

/** One entry of GET /api/beans/first, matched to a package by bean. */
export interface FirstRechargeBonusResponse {
  bean: string;
  /** Coins added on the first paid recharge of that package. */
  bonus: string;
  description: string;
  description_en: string;
}

/** One entry of GET /api/recharge/pay_ways: a pay way an enabled gateway takes now. */
export interface PayWayResponse {
  /** What POST /api/recharge takes: 7 Alipay, 8 WeChat Pay, 9 card. */
  pay_way: number;
  name: 'alipay' | 'wechat' | 'card';
}

export interface PaymentLinksResponse {
  /**
   * What to scan on desktop: an image data URL (the sandbox), or the text a QR code encodes
   * (Alipay's qr_code, WeChat Pay's code_url, a card gateway's checkout URL).
   */
  qr_url: string;
  /** Where a phone pays. */
  h5: string;
}

/** data of POST /api/recharge. */
export interface PlacedOrderResponse {
  order_id: string;
  list: PaymentLinksResponse;
}

export type OrderStatus = 'pending' | 'paid' | 'expired';

/** data of GET /api/recharge/{order_id}. */
export interface OrderResponse {
  order_id: string;
  status: OrderStatus;
  /** Coins. */
  bean: string;
  /** Yuan. */
  price: string;
  /** 7 Alipay, 8 WeChat Pay, 9 card. */
  pay_way: number;
  /** While pending: the QR code and H5 link to pay it (a reloaded payment page); null once paid or expired. */
  list: PaymentLinksResponse | null;
  /**
   * Once the payment is credited: what the player's account recorded for the order, in the order it
   * was recorded (the coins paid for, the first-recharge bonus, the VIP rebate); null before.
   */
  credited: CreditedLineResponse[] | null;
}

/** One coin credit an order brought (a change record of the player's account). */
export interface CreditedLineResponse {
  /** 1 recharge, 2 first-recharge bonus, 3 VIP rebate (GET /api/bean/change_type). */
  change_type: number;
  /** Its name in the request language. */
  change_type_alias: string;
  /** Coins, two decimals. */
  bean: string;
}

/** One row of GET /api/recharge_record. */
export interface RechargeRecordResponse {
  /** The order number. */
  code: string;
  bean: string;
  price: string;
  status: OrderStatus;
  status_alias: string;
  created_at: string;
}

/** data of POST /api/card-recharge. */
export interface CardCodeRedeemedResponse {
  /** Coins credited by the code. */
  bean: string;
  /** Balance after the credit. */
  balance: string;
}
