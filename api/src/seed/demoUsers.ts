/** Demo sign-ins created by the first-start seed (printed by the start script). */
export const DEMO_PASSWORD = 'Demo!2345';

export interface DemoUser {
  userName: string;
  firstName: string;
  lastName: string;
  email: string;
  brokerage: 'Summit Realty Group' | 'Harbor Homes';
  note: string;
  /** Manages the brokerage's settings (webhooks). */
  isBrokerageAdmin?: boolean;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    userName: 'alex.morgan',
    firstName: 'Alex',
    lastName: 'Morgan',
    email: 'alex.morgan@summitrealty.example',
    brokerage: 'Summit Realty Group',
    note: 'many sent and received offers; administrator of Summit Realty Group',
    isBrokerageAdmin: true,
  },
  {
    userName: 'jordan.lee',
    firstName: 'Jordan',
    lastName: 'Lee',
    email: 'jordan.lee@summitrealty.example',
    brokerage: 'Summit Realty Group',
    note: 'sends offers to Alex',
  },
  {
    userName: 'sam.rivera',
    firstName: 'Sam',
    lastName: 'Rivera',
    email: 'sam.rivera@summitrealty.example',
    brokerage: 'Summit Realty Group',
    note: 'a few offers of his own',
  },
  {
    userName: 'casey.nguyen',
    firstName: 'Casey',
    lastName: 'Nguyen',
    email: 'casey.nguyen@harborhomes.example',
    brokerage: 'Harbor Homes',
    note: 'other brokerage (its administrator); sends offers to Alex and receives offers from him as their seller agent',
    isBrokerageAdmin: true,
  },
];

/** Lines for a console banner: "username / password (brokerage)". */
export const demoLoginLines = (): string[] => DEMO_USERS.map((u) => `${u.userName} / ${DEMO_PASSWORD}  (${u.brokerage}: ${u.note})`);
