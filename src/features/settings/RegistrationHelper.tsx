/** What to register with the broker for this copy of Refex: the redirect URL and the grant, each to copy. */
import { Alert, Button, Code, CopyButton, List, Stack, Text } from '@mantine/core';
import { GRANT_NAMES, localhostAlternative, registeredRedirectUrl } from '@/api/auth/flow';
import type { TokenEndpointAccess } from '@/api/auth/session';

function Copy({ value, what }: { value: string; what: string }) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button size="compact-xs" variant="light" onClick={copy} aria-label={`Copy the ${what}`}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
      )}
    </CopyButton>
  );
}

/** The page at `localhost`, where it runs from a loopback address the broker refuses. A link: storage differs per origin. */
export function LocalhostNotice() {
  const alternative = localhostAlternative(window.location.href);
  if (!alternative) return null;
  return (
    <Alert color="orange" title="Open Refex at localhost to sign in" role="note">
      <Text size="sm">
        The broker accepts only <Code>localhost</Code> in a local redirect URL: a sign-in from {window.location.host} is refused. The same page at localhost keeps its own settings
        (this browser stores them per address).
      </Text>
      <Button component="a" href={alternative} size="xs" mt="xs" variant="white">
        Open this page at {new URL(alternative).host}
      </Button>
    </Alert>
  );
}

export function RegistrationHelper({ access, hosted }: { access: TokenEndpointAccess | undefined; hosted: boolean }) {
  const redirect = registeredRedirectUrl(window.location.origin);
  const grant = access === 'readable' ? GRANT_NAMES.code : access === 'unreadable' ? GRANT_NAMES.token : undefined;
  return (
    <Stack gap={6} component="section" aria-labelledby="register-heading">
      <Text fw={600} size="sm" id="register-heading">
        Register your app with the broker
      </Text>
      <List size="sm" spacing={6}>
        <List.Item>
          Redirect URL, exactly: <Code style={{ wordBreak: 'break-all' }}>{redirect}</Code> <Copy value={redirect} what="redirect URL" />
          <Text size="xs" c="dimmed">
            {hosted
              ? 'This copy’s own address followed by /auth/callback.'
              : 'Without a port: the broker ignores the port when it compares, and refuses a registration that has one. It refuses 127.0.0.1 too.'}
          </Text>
        </List.Item>
        <List.Item>
          Grant type:{' '}
          {grant ? (
            <>
              <strong>{grant}</strong> <Copy value={grant} what="grant type" />
            </>
          ) : (
            <>not known yet: check this environment below</>
          )}
          <Text size="xs" c="dimmed">
            {access === 'readable'
              ? 'This environment’s token endpoint can be read from a browser, so Refex signs in with the authorization code and PKCE (no secret) and renews with a refresh token.'
              : access === 'unreadable'
                ? 'This environment’s token endpoint cannot be read from a browser (as the broker’s cannot), so a browser app signs in with the Implicit grant; Refex renews the token in a hidden frame.'
                : 'PKCE where the token endpoint can be read from a browser, else Implicit.'}{' '}
            The grant is fixed when the app is created: another grant means a new app and AppKey.
          </Text>
        </List.Item>
        <List.Item>Register on SIM first: each user registers an app of their own, and LIVE apps are reviewed.</List.Item>
      </List>
    </Stack>
  );
}
