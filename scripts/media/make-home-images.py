#!/usr/bin/env python3
"""Draws the home page's small SVG images: nine vertical icons, eleven fictional client wordmarks
and the three featured article illustrations. Re-run after changing a design; output is committed."""
from pathlib import Path

root = Path(__file__).resolve().parents[2] / 'public' / 'images'
ink, teal, gold, sky = '#0b3d5c', '#0f6b74', '#f2b33d', '#dcebf3'

icons = {
    'digitalTransformation': '<path d="M10 34h28M14 34V20m8 14V14m8 20V24m8 10V10" stroke="{i}" stroke-width="4" stroke-linecap="round"/><circle cx="38" cy="10" r="4" fill="{g}"/>',
    'dataAi': '<ellipse cx="24" cy="12" rx="14" ry="5" fill="none" stroke="{i}" stroke-width="3"/><path d="M10 12v24c0 3 6 5 14 5s14-2 14-5V12M10 24c0 3 6 5 14 5s14-2 14-5" fill="none" stroke="{i}" stroke-width="3"/><circle cx="24" cy="36" r="3" fill="{g}"/>',
    'cloudServices': '<path d="M14 36h22a8 8 0 0 0 0-16 12 12 0 0 0-23-2A9 9 0 0 0 14 36z" fill="none" stroke="{i}" stroke-width="3.5" stroke-linejoin="round"/><path d="M24 24v8m-4-4h8" stroke="{g}" stroke-width="3" stroke-linecap="round"/>',
    'iot': '<circle cx="24" cy="24" r="5" fill="{g}"/><path d="M15 15a13 13 0 0 0 0 18m18-18a13 13 0 0 1 0 18M9 9a21 21 0 0 0 0 30m30-30a21 21 0 0 1 0 30" fill="none" stroke="{i}" stroke-width="3" stroke-linecap="round"/>',
    'esg': '<path d="M24 40c-9-5-14-12-14-20 8 0 12 3 14 8 2-8 8-14 16-14 0 12-6 22-16 26z" fill="none" stroke="{i}" stroke-width="3.5" stroke-linejoin="round"/><path d="M24 40V26" stroke="{g}" stroke-width="3" stroke-linecap="round"/>',
    'aiMarketing': '<path d="M8 28V20l24-10v28L8 28zm4 0 3 10h6l-3-10" fill="none" stroke="{i}" stroke-width="3" stroke-linejoin="round"/><path d="M37 18l5-3m-5 9h6m-6 6 5 3" stroke="{g}" stroke-width="3" stroke-linecap="round"/>',
    'growthMarketing': '<path d="M8 38l12-12 7 7 13-15" fill="none" stroke="{i}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/><path d="M32 16h9v9" fill="none" stroke="{g}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>',
    'globalIndex': '<circle cx="24" cy="24" r="16" fill="none" stroke="{i}" stroke-width="3"/><path d="M8 24h32M24 8c6 6 6 26 0 32M24 8c-6 6-6 26 0 32" fill="none" stroke="{i}" stroke-width="2.5"/><circle cx="32" cy="16" r="4" fill="{g}"/>',
    'cyberSecurity': '<path d="M24 6l15 6v10c0 10-6 17-15 20C15 39 9 32 9 22V12z" fill="none" stroke="{i}" stroke-width="3.5" stroke-linejoin="round"/><path d="M17 24l5 5 9-10" fill="none" stroke="{g}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>',
}
out = root / 'home' / 'verticals'
out.mkdir(parents=True, exist_ok=True)
for key, body in icons.items():
    svg = f'<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48"><rect width="48" height="48" rx="12" fill="{sky}"/>{body.format(i=ink, g=gold)}</svg>\n'
    (out / f'{key}.svg').write_text(svg)

# Fictional wordmarks: a simple mark and the name set in the system sans-serif.
clients = [
    ('aravalli-foods', 'ARAVALLI', 'FOODS', 'leaf'), ('kaveri-finserv', 'Kaveri', 'Finserv', 'wave'),
    ('sakura-trading', 'SAKURA', 'TRADING', 'flower'), ('nilgiri-realty', 'Nilgiri', 'Realty', 'peak'),
    ('monsoon-retail', 'monsoon', 'retail', 'drop'), ('tanaka-seiki', 'TANAKA', 'SEIKI', 'gear'),
    ('deccan-logistics', 'DECCAN', 'LOGISTICS', 'arrow'), ('himalaya-health', 'Himalaya', 'Health', 'cross'),
    ('konkan-energy', 'KONKAN', 'ENERGY', 'bolt'), ('fuji-mobility', 'Fuji', 'Mobility', 'peak'),
    ('ganga-edtech', 'Ganga', 'EdTech', 'book'),
]
marks = {
    'leaf': '<path d="M6 30C6 16 16 8 30 8c0 14-8 24-22 22z" fill="{c}"/>',
    'wave': '<path d="M4 20c6-8 10-8 16 0s10 8 16 0" fill="none" stroke="{c}" stroke-width="5" stroke-linecap="round"/>',
    'flower': '<g fill="{c}"><circle cx="20" cy="11" r="6"/><circle cx="29" cy="18" r="6"/><circle cx="25" cy="28" r="6"/><circle cx="15" cy="28" r="6"/><circle cx="11" cy="18" r="6"/></g>',
    'peak': '<path d="M2 32 16 10l8 12 5-6 9 16z" fill="{c}"/>',
    'drop': '<path d="M20 4c8 10 12 16 12 22a12 12 0 0 1-24 0c0-6 4-12 12-22z" fill="{c}"/>',
    'gear': '<circle cx="20" cy="20" r="9" fill="none" stroke="{c}" stroke-width="6" stroke-dasharray="5 3"/>',
    'arrow': '<path d="M4 26h20V14l14 12-14 12V30H4z" fill="{c}" transform="translate(0 -6)"/>',
    'cross': '<path d="M15 4h10v11h11v10H25v11H15V25H4V15h11z" fill="{c}"/>',
    'bolt': '<path d="M22 2 6 22h12l-4 16 18-22H20z" fill="{c}"/>',
    'book': '<path d="M4 8h14c2 0 2 2 2 2s0-2 2-2h14v24H22c-2 0-2 2-2 2s0-2-2-2H4z" fill="{c}"/>',
}
out = root / 'home' / 'clients'
out.mkdir(parents=True, exist_ok=True)
for index, (slug, first, second, mark) in enumerate(clients):
    colour = [ink, teal, '#7a3e00', '#4b2a7b'][index % 4]
    svg = (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="200" height="64" viewBox="0 0 200 64">'
        f'<g transform="translate(8 12)">{marks[mark].format(c=colour)}</g>'
        f'<text x="56" y="31" font-family="Arial, Helvetica, sans-serif" font-size="19" font-weight="700" fill="{colour}">{first}</text>'
        f'<text x="56" y="50" font-family="Arial, Helvetica, sans-serif" font-size="13" letter-spacing="2" fill="#4a5a67">{second}</text>'
        f'</svg>\n'
    )
    (out / f'{slug}.svg').write_text(svg)

articles = {
    16: f'<path d="M250 90h140v40a70 70 0 0 1-140 0z" fill="{gold}"/><path d="M250 105h-30a30 30 0 0 0 30 40m140-40h30a30 30 0 0 1-30 40" fill="none" stroke="{gold}" stroke-width="10"/><rect x="300" y="200" width="40" height="40" fill="{gold}"/><rect x="270" y="240" width="100" height="24" rx="4" fill="{ink}"/><g stroke="{sky}" stroke-width="3" opacity=".7"><path d="M60 300l80-60 80 40M460 60l70 50 60-30"/></g><g fill="{sky}"><circle cx="60" cy="300" r="8"/><circle cx="140" cy="240" r="8"/><circle cx="220" cy="280" r="8"/><circle cx="460" cy="60" r="8"/><circle cx="530" cy="110" r="8"/><circle cx="590" cy="80" r="8"/></g>',
    17: f'<rect x="180" y="150" width="280" height="160" fill="{sky}"/><path d="M160 150l30-50h260l30 50z" fill="{gold}"/><rect x="220" y="200" width="80" height="110" fill="{ink}"/><rect x="330" y="200" width="100" height="60" fill="#fff"/><path d="M120 120l60-40 60 20 70-60 80 30 90-50" fill="none" stroke="{gold}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>',
    18: f'<path d="M320 40l110 40v80c0 80-50 130-110 160-60-30-110-80-110-160V80z" fill="{sky}"/><path d="M270 180l35 35 70-80" fill="none" stroke="{gold}" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/><g fill="#fff" opacity=".85"><rect x="40" y="270" width="90" height="60" rx="6"/><rect x="510" y="270" width="90" height="60" rx="6"/><rect x="40" y="180" width="90" height="60" rx="6"/><rect x="510" y="180" width="90" height="60" rx="6"/></g>',
}
out = root / 'blog'
out.mkdir(parents=True, exist_ok=True)
for article_id, body in articles.items():
    svg = f'<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><rect width="640" height="360" fill="{ink}"/>{body}</svg>\n'
    (out / f'{article_id}.svg').write_text(svg)
print('images written')
