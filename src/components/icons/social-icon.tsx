interface SocialIconProps {
  network: 'linkedin' | 'facebook' | 'whatsapp';
}

const glyphs: Record<SocialIconProps['network'], string> = {
  linkedin:
    'M5 8h3v11H5zM6.5 3.5a1.75 1.75 0 110 3.5 1.75 1.75 0 010-3.5zM10 8h2.9v1.5c.4-.8 1.5-1.7 3.1-1.7 3.3 0 4 2.1 4 4.9V19h-3v-5.6c0-1.3 0-3-1.9-3s-2.1 1.4-2.1 2.9V19h-3z',
  facebook:
    'M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5H16.5V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.4V21z',
  whatsapp:
    'M12 3a9 9 0 00-7.8 13.5L3 21l4.6-1.2A9 9 0 1012 3zm0 16.4a7.4 7.4 0 01-3.8-1l-.3-.2-2.7.7.7-2.6-.2-.3A7.4 7.4 0 1112 19.4zm4-5.5c-.2-.1-1.3-.7-1.5-.7s-.4-.1-.5.1l-.7.9c-.1.2-.3.2-.5.1a6 6 0 01-3-2.6c-.2-.4.2-.4.6-1.2.1-.1 0-.3 0-.4l-.7-1.6c-.2-.4-.4-.4-.5-.4h-.4a.8.8 0 00-.6.3 2.5 2.5 0 00-.8 1.9 4.4 4.4 0 00.9 2.3 10 10 0 003.8 3.4c1.4.6 2 .6 2.7.5.4 0 1.3-.5 1.5-1.1.2-.5.2-1 .1-1.1z',
};

export function SocialIcon({ network }: SocialIconProps) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
      <path d={glyphs[network]} fill="currentColor" />
    </svg>
  );
}
