#!/bin/bash
# A screen reader on this machine (issue 16): Orca on a virtual X display, speaking through
# speech-dispatcher + espeak-ng into a null audio device; what Orca says is in its debug log.
# Debian: apt-get install orca xvfb xdotool dbus-x11 at-spi2-core speech-dispatcher
#         speech-dispatcher-espeak-ng espeak-ng libao4
# Then: source /tmp/screen-reader/env.sh && node scripts/screen-reader/check.mjs
set -euo pipefail
DIR=/tmp/screen-reader
mkdir -p "$DIR/xdg" && chmod 700 "$DIR/xdg"
export DISPLAY=:99 XDG_RUNTIME_DIR="$DIR/xdg"
pgrep -x Xvfb >/dev/null || (Xvfb :99 -screen 0 1280x900x24 >"$DIR/xvfb.log" 2>&1 &)
sleep 1
eval "$(dbus-launch --sh-syntax)"
cat >"$DIR/env.sh" <<ENV
export DISPLAY=:99 XDG_RUNTIME_DIR=$DIR/xdg DBUS_SESSION_BUS_ADDRESS='$DBUS_SESSION_BUS_ADDRESS'
export ORCA_LOG=$DIR/orca-debug.log
ENV
/usr/libexec/at-spi-bus-launcher --launch-immediately >"$DIR/atspi.log" 2>&1 &
sleep 2
gsettings set org.gnome.desktop.a11y.applications screen-reader-enabled true 2>/dev/null || true
echo 'default_driver=null' >/etc/libao.conf
mkdir -p ~/.config/speech-dispatcher
cat >~/.config/speech-dispatcher/speechd.conf <<CONF
AudioOutputMethod "libao"
AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"
DefaultModule espeak-ng
DefaultLanguage "es"
CONF
speech-dispatcher -s -t 0 >"$DIR/speechd.log" 2>&1 &
sleep 2
orca --replace --debug-file="$DIR/orca-debug.log" >"$DIR/orca.out" 2>&1 &
sleep 4
grep -q "SPEECH OUTPUT: 'Screen reader on.'" "$DIR/orca-debug.log" && echo "Orca is speaking (log: $DIR/orca-debug.log)"
