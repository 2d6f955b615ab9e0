export interface RechargePackage {
  id: string;
  bean: string;
  price: string;
}

export interface FirstRechargeBonus {
  bean: string;
  bonus: string;
  description: string;
  description_en: string;
}

export interface PlacedOrder {
  order_id: string;
  list: { qr_url: string; h5: string };
}

export type OrderStatus = 'pending' | 'paid' | 'expired';

export interface Order {
  order_id: string;
  status: OrderStatus;
  bean: string;
  price: string;
}

export interface RechargeRecord {
  code: string;
  bean: string;
  price: string;
  status: OrderStatus;
  status_alias: string;
  created_at: string;
}
