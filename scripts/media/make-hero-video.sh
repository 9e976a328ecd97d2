#!/usr/bin/env bash
# Makes the home page's hero clip: an abstract, slowly drifting gradient in the brand's colours,
# 8 s, silent, seamlessly looped by the page. Needs Debian's ffmpeg (apt-get install ffmpeg).
# Output (committed, so building the site never needs ffmpeg), each a few hundred kB at most:
#   public/media/hero.webm (VP9), public/media/hero.mp4 (H.264), public/media/hero-poster.jpg
set -euo pipefail
cd "$(dirname "$0")/../.."
out=public/media
mkdir -p "$out"
source="gradients=s=640x360:r=15:d=8:speed=0.01:nb_colors=3:c0=0x0b3d5c:c1=0x0f6b74:c2=0x16324a:x0=0:y0=0:x1=640:y1=360"
ffmpeg -hide_banner -loglevel error -y -f lavfi -i "$source" -an \
  -c:v libvpx-vp9 -b:v 180k -maxrate 240k -bufsize 480k -deadline realtime -cpu-used 8 \
  -pix_fmt yuv420p "$out/hero.webm"
ffmpeg -hide_banner -loglevel error -y -f lavfi -i "$source" -an \
  -c:v libx264 -preset medium -crf 32 -maxrate 300k -bufsize 600k -pix_fmt yuv420p \
  -movflags +faststart "$out/hero.mp4"
ffmpeg -hide_banner -loglevel error -y -i "$out/hero.mp4" -frames:v 1 -q:v 8 "$out/hero-poster.jpg"
ls -l "$out"
