import type { ProxySettings } from './proxy-config';

/** The proxy of compose.yaml: HAProxy's own image on port 8080, in front of the services api1 and api2. */
export const composeProxySettings: ProxySettings = {
  bind: ':8080',
  servers: [
    { name: 'api1', address: 'api1:3000' },
    { name: 'api2', address: 'api2:3000' },
  ],
  dockerDns: true,
};
