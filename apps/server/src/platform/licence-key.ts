/** Public half of scripts/dev-licence-key.pem (demo only); override with LICENCE_PUBLIC_KEY. */
export const DEV_LICENCE_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MCowBQYDK2VwAyEArjTusAYuJXvnnSBPOzF7FUKq6J5U4WcQDd6zfSZ/fmI=
-----END PUBLIC KEY-----
`;
