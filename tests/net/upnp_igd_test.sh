#!/usr/bin/env bash
# Host a table's router request against a real IGD: Debian's miniupnpd in a network namespace
# of this test's own ("router", between a home network and an "internet"), the game's port
# opener (greed_upnp_probe) on a machine behind it. Checks that the router maps the port to
# that machine, that the game shows the router's public address, and that the mapping is gone
# once the table closes. Needs root, `ip netns`, nft and miniupnpd; skips (77) without them.
# Usage: upnp_igd_test.sh PATH/TO/greed_upnp_probe
set -u

probe=${1:?usage: upnp_igd_test.sh PATH/TO/greed_upnp_probe}
skip() {
    echo "SKIP: $*"
    exit 77
}
fail() {
    echo "FAIL: $*"
    [ -n "${work:-}" ] && [ -f "$work/miniupnpd.log" ] && tail -n 30 "$work/miniupnpd.log"
    exit 1
}

[ "$(id -u)" = 0 ] || skip "needs root (it makes network namespaces)"
for tool in ip nft miniupnpd; do
    command -v "$tool" >/dev/null || skip "$tool is missing (Debian: iproute2, nftables, miniupnpd)"
done
[ -x "$probe" ] || fail "no probe at $probe"

# Names of this run (an interface name is at most 15 characters).
tag="gu$$"
router="${tag}r" host="${tag}h" wan="${tag}w"
port=24816
public=45.67.89.10 # miniupnpd says it is not connected on a private or reserved address
work=$(mktemp -d)
probe_pid="" daemon_pid=""

cleanup() {
    exec 3>&- 2>/dev/null
    [ -n "$probe_pid" ] && kill "$probe_pid" 2>/dev/null
    [ -n "$daemon_pid" ] && kill "$daemon_pid" 2>/dev/null
    [ -n "$daemon_pid" ] && wait "$daemon_pid" 2>/dev/null
    [ -n "$probe_pid" ] && wait "$probe_pid" 2>/dev/null
    # Deleting a namespace deletes its ends of the veth pairs, and so the pairs.
    for ns in "$router" "$host" "$wan"; do
        ip netns del "$ns" 2>/dev/null
    done
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 1' INT TERM HUP

ip netns add "$router" 2>/dev/null || skip "ip netns cannot make a namespace here"
ip netns add "$host" && ip netns add "$wan" || fail "ip netns add"
at() { ip netns exec "$@"; }

# router: lan0 192.168.77.1 (the home network) and wan0 $public (the internet, wan beyond).
ip link add "${tag}l0" type veth peer name "${tag}l1" &&
    ip link set "${tag}l0" netns "$router" && ip link set "${tag}l1" netns "$host" &&
    ip link add "${tag}w0" type veth peer name "${tag}w1" &&
    ip link set "${tag}w0" netns "$router" && ip link set "${tag}w1" netns "$wan" ||
    fail "veth pairs"
at "$router" ip addr add 192.168.77.1/24 dev "${tag}l0"
at "$router" ip addr add "$public/24" dev "${tag}w0"
at "$host" ip addr add 192.168.77.2/24 dev "${tag}l1"
at "$wan" ip addr add 45.67.89.1/24 dev "${tag}w1"
for ns in "$router" "$host" "$wan"; do at "$ns" ip link set lo up; done
at "$router" ip link set "${tag}l0" up && at "$router" ip link set "${tag}w0" up &&
    at "$host" ip link set "${tag}l1" up && at "$wan" ip link set "${tag}w1" up || fail "links up"
at "$host" ip route add default via 192.168.77.1 || fail "host route"
at "$router" ip route add default via 45.67.89.1 || fail "router route"
at "$router" sysctl -qw net.ipv4.ip_forward=1 || fail "forwarding on the router"

# The tables and chains miniupnpd 2.3 (nftables backend) writes its rules into: table inet
# `filter` with the chains `miniupnpd` (forward), `prerouting_miniupnpd` and
# `postrouting_miniupnpd` (NAT), each jumped to from a hooked chain. Without them its NAT rule
# is refused (send_batch failed) and the router answers UPnP error 501.
cat >"$work/router.nft" <<'EOF'
table inet filter {
    chain forward { type filter hook forward priority 0; policy accept; jump miniupnpd; }
    chain miniupnpd { }
    chain prerouting { type nat hook prerouting priority -100; policy accept; jump prerouting_miniupnpd; }
    chain postrouting { type nat hook postrouting priority 100; policy accept; jump postrouting_miniupnpd; }
    chain prerouting_miniupnpd { }
    chain postrouting_miniupnpd { }
}
EOF
at "$router" nft -f "$work/router.nft" || fail "nft tables for miniupnpd"

cat >"$work/miniupnpd.conf" <<EOF
ext_ifname=${tag}w0
listening_ip=${tag}l0
enable_upnp=yes
enable_natpmp=no
secure_mode=yes
system_uptime=yes
lease_file=$work/leases
uuid=6b0e6a3c-2f7d-4b1e-9c41-5d2a7e9f0c13
allow 1024-65535 192.168.77.0/24 1024-65535
deny 0-65535 0.0.0.0/0 0-65535
EOF
# Started by `ip netns exec` itself, not through at(): a function in the background runs in a
# subshell, and $! would name the subshell, not the daemon, which then outlives the test.
ip netns exec "$router" miniupnpd -d -f "$work/miniupnpd.conf" -P "$work/miniupnpd.pid" \
    >"$work/miniupnpd.log" 2>&1 &
daemon_pid=$!
for _ in $(seq 50); do
    grep -q "HTTP listening" "$work/miniupnpd.log" && break
    kill -0 "$daemon_pid" 2>/dev/null || fail "miniupnpd did not start"
    sleep 0.1
done
grep -q "HTTP listening" "$work/miniupnpd.log" || fail "miniupnpd does not listen"

# The game: a table hosted behind the router, as Host a table opens it.
mkfifo "$work/in"
ip netns exec "$host" "$probe" host "$port" <"$work/in" >"$work/out" 2>"$work/err" &
probe_pid=$!
exec 3>"$work/in"
for _ in $(seq 300); do
    [ -s "$work/out" ] && break
    kill -0 "$probe_pid" 2>/dev/null || fail "the probe ended: $(cat "$work/err")"
    sleep 0.1
done
line=$(head -n 1 "$work/out")
echo "the lobby says: $line"
[ "$line" = "Friends elsewhere join at $public:$port" ] ||
    fail "the lobby should give the router's public address"

mapping=$(at "$router" nft list chain inet filter prerouting_miniupnpd)
echo "$mapping" | grep -q "dport $port dnat ip to 192.168.77.2:$port" ||
    fail "no NAT rule on the router: $mapping"
if command -v upnpc >/dev/null; then
    # " 0 UDP 24816->192.168.77.2:24816 'Greed table' '' 3599": a lease of an hour at most
    # (renewed by the game while the table is open), not a mapping for good (0).
    listed=$(at "$host" upnpc -l 2>/dev/null | grep "UDP *$port->192.168.77.2:$port 'Greed table'")
    [ -n "$listed" ] || fail "upnpc -l does not list the mapping"
    lease=${listed##* }
    { [ "$lease" -gt 0 ] && [ "$lease" -le 3600 ]; } || fail "the mapping's lease is $lease s"
    echo "the router lists: $listed"
fi

# A friend on the internet side joins through the router's public address.
at "$wan" "$probe" join "$public" "$port" >"$work/friend" 2>&1 ||
    fail "the friend could not take the seat through $public:$port: $(cat "$work/friend")"
cat "$work/friend"
for _ in $(seq 100); do
    grep -q "^friend seated$" "$work/out" && break
    sleep 0.1
done
grep -q "^friend seated$" "$work/out" || fail "the table did not seat the friend"

# Closing the table gives the port back.
exec 3>&-
wait "$probe_pid" || fail "the probe failed: $(cat "$work/err")"
probe_pid=""
grep -q "^closed$" "$work/out" || fail "the probe did not close its table"
at "$router" nft list chain inet filter prerouting_miniupnpd | grep -q "dport $port" &&
    fail "the mapping is still on the router after the table closed"
echo "PASS: mapped UDP $port to 192.168.77.2, shown as $public:$port, joined through it from" \
    "the internet side, given back on close"
exit 0
