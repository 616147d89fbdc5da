/** Where the proxy listens and which API processes it spreads requests over. */
export interface ProxySettings {
  /** `127.0.0.1:8080`, or `:80` in a container. */
  bind: string;
  servers: Array<{ name: string; address: string }>;
  /**
   * Adds `X-Served-By: <server name>` to every answer: the cluster tests read which process answered. Leave it off
   * in production, where it tells the world how the studio is laid out.
   */
  revealServer?: boolean;
  /** Resolve server names through Docker's DNS (compose), and start even while they do not resolve yet. */
  dockerDns?: boolean;
}

const EVENTS_PATH = '/api/v1/tasks/events';

const serverLine = (server: { name: string; address: string }, extra: string) => `  server ${server.name} ${server.address} ${extra}`;

/**
 * HAProxy in front of the API processes. Requests are spread round robin over the processes whose /readyz answers
 * 200 (checked every second: a process that is migrating, draining or without its database gets nothing); a
 * connection refused by a process that just died is tried on another. Event streams get a backend of their own,
 * spread by open streams, that never buffers and lets a stream live an hour (the server sends a heartbeat every
 * 15 s); everything else answers within a minute.
 */
export function proxyConfig(settings: ProxySettings): string {
  return `# Written by scripts/cluster/proxy-config.ts (scripts/deploy-files.test.ts checks that deploy/haproxy.cfg matches it).
global
  maxconn 4096
${
  settings.dockerDns
    ? `
resolvers docker
  nameserver dns 127.0.0.11:53
  hold valid 10s
`
    : ''
}
defaults
  mode http
  timeout connect 2s
  timeout client 1h
  timeout http-request 10s
  timeout http-keep-alive 10s
  timeout server 60s
  timeout check 2s
  option forwardfor
  # A process that refused the connection never saw the request: try another one.
  retries 3
  retry-on conn-failure
  option redispatch 1
  default-server inter 1s fall 2 rise 1${settings.dockerDns ? ' resolvers docker init-addr last,libc,none' : ''}

frontend studio
  bind ${settings.bind}
  use_backend events if { path ${EVENTS_PATH} }
  default_backend api

backend api
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
${settings.revealServer ? '  http-response set-header X-Served-By %[srv_name]\n' : ''}${settings.servers.map((server) => serverLine(server, 'check')).join('\n')}

backend events
  balance leastconn
  timeout server 1h
${settings.revealServer ? '  http-response set-header X-Served-By %[srv_name]\n' : ''}${settings.servers.map((server) => serverLine(server, `track api/${server.name}`)).join('\n')}
`;
}
