interface GoogleIdentity {
  accounts: {
    id: {
      initialize: (options: { client_id: string; callback: (response: { credential: string }) => void }) => void;
      renderButton: (element: HTMLElement, options: Record<string, string>) => void;
    };
  };
}
declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

let loading: Promise<GoogleIdentity> | null = null;

/** Loads Google Identity Services once; only when a client id is configured, so nothing is fetched otherwise. */
export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'https://accounts.google.com/gsi/client';
    script.async = true;
    script.addEventListener('load', () => (window.google ? resolve(window.google) : reject(new Error('Google Identity missing'))));
    script.addEventListener('error', () => {
      loading = null;
      reject(new Error('Google Identity could not be loaded'));
    });
    document.head.append(script);
  });
  return loading;
}
