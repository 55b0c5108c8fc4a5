#!/usr/bin/env python3
"""Serves the browser build on 127.0.0.1 with the headers its threads need.

Usage: serve.py FOLDER PORT. The game's threads (Web Workers sharing memory) only run on a page
that is cross-origin isolated: Cross-Origin-Opener-Policy and Cross-Origin-Embedder-Policy.
"""
import functools
import http.server
import sys


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".js": "text/javascript",
        ".data": "application/octet-stream",
    }

    def end_headers(self):
        self.send_header("Cross-Origin-Opener-Policy", "same-origin")
        self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format, *args):  # quiet: one line per file is noise
        pass


def main():
    folder, port = sys.argv[1], int(sys.argv[2])
    handler = functools.partial(Handler, directory=folder)
    with http.server.ThreadingHTTPServer(("127.0.0.1", port), handler) as server:
        print(f"serving {folder} on http://127.0.0.1:{port}/greed.html", flush=True)
        server.serve_forever()


if __name__ == "__main__":
    main()
