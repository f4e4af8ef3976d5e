"""A fake OpenAI-compatible model server on loopback, for tests of the LLM-agent and judge paths.

It implements what LiteLLM's OpenAI client calls: ``POST /v1/chat/completions`` (plain JSON, or
server-sent events when the request says ``"stream": true``) and ``GET /v1/models``. It behaves
like a real endpoint in the two ways the tests rely on:

* **Authentication**: every model it serves has one API key; a request without
  ``Authorization: Bearer <that key>`` gets ``401``, and a model it does not serve gets ``404``.
* **Scripted replies**: each model has a list of assistant messages, returned in order, one per
  request (the last one repeats once the list is used up). Every reply carries the same
  ``usage`` block (``prompt_tokens`` / ``completion_tokens``), so the token totals an agent
  should record are ``n_requests * tokens``.

Every request (path, headers with lower-cased names, parsed body and the status answered) is
recorded in ``server.requests`` for assertions.
"""

from __future__ import annotations

import json
import threading
import time
import uuid
from collections.abc import Iterable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Recorded:
    method: str
    path: str
    headers: dict[str, str]  # names lower-cased
    body: dict[str, Any] | None
    status: int = 0

    @property
    def model(self) -> str | None:
        return (self.body or {}).get("model")

    @property
    def authorization(self) -> str | None:
        return self.headers.get("authorization")


@dataclass
class Model:
    key: str
    replies: list[str]
    served: int = 0


@dataclass
class FakeOpenAI:
    """``with FakeOpenAI() as server:`` starts it on a free loopback port; ``server.url`` is
    ``http://127.0.0.1:<port>`` (append ``/v1`` for an OpenAI ``base_url``)."""

    prompt_tokens: int = 1000
    completion_tokens: int = 50
    models: dict[str, Model] = field(default_factory=dict)
    requests: list[Recorded] = field(default_factory=list)
    _lock: threading.Lock = field(default_factory=threading.Lock)
    _server: ThreadingHTTPServer | None = None
    _thread: threading.Thread | None = None

    # ------------------------------------------------------------------ configuration

    def serve(self, model: str, key: str, replies: Iterable[str]) -> FakeOpenAI:
        """Serve ``model`` to callers holding ``key``, answering with ``replies`` in order."""
        replies = list(replies)
        assert replies, "a model needs at least one reply"
        with self._lock:
            self.models[model] = Model(key=key, replies=replies)
        return self

    # ------------------------------------------------------------------ lifecycle

    def start(self) -> FakeOpenAI:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, format: str, *args: Any) -> None:  # quiet
                pass

            def do_GET(self) -> None:
                fake._handle(self, None)

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length) if length else b""
                try:
                    body = json.loads(raw or b"{}")
                except ValueError:
                    body = {"_unparsed": raw.decode(errors="replace")}
                fake._handle(self, body if isinstance(body, dict) else {"_body": body})

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self._thread = threading.Thread(
            target=self._server.serve_forever, args=(0.05,), name="fake-openai", daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None

    def __enter__(self) -> FakeOpenAI:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    @property
    def url(self) -> str:
        assert self._server is not None, "not started"
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    # ------------------------------------------------------------------ queries

    def completions(self, model: str | None = None, status: int | None = 200) -> list[Recorded]:
        """Chat-completion requests received (optionally for one model / with one status)."""
        with self._lock:
            return [
                r
                for r in self.requests
                if r.path.rstrip("/").endswith("/chat/completions")
                and (model is None or r.model == model)
                and (status is None or r.status == status)
            ]

    # ------------------------------------------------------------------ handling

    def _handle(self, handler: BaseHTTPRequestHandler, body: dict[str, Any] | None) -> None:
        path = handler.path.split("?", 1)[0]
        headers = {name.lower(): value for name, value in handler.headers.items()}
        record = Recorded(handler.command, path, headers, body)
        with self._lock:
            self.requests.append(record)
        status, payload, stream = self._answer(record)
        record.status = status
        if stream is not None and status == 200:
            self._send_stream(handler, stream)
        else:
            data = json.dumps(payload).encode()
            handler.send_response(status)
            handler.send_header("Content-Type", "application/json")
            handler.send_header("Content-Length", str(len(data)))
            handler.end_headers()
            handler.wfile.write(data)

    def _answer(self, record: Recorded) -> tuple[int, dict[str, Any], list[dict] | None]:
        path = record.path.rstrip("/")
        if record.method == "GET" and path.endswith("/models"):
            with self._lock:
                names = sorted(self.models)
            data = [{"id": n, "object": "model", "created": 0, "owned_by": "fake"} for n in names]
            return 200, {"object": "list", "data": data}, None
        if record.method != "POST" or not path.endswith("/chat/completions"):
            return 404, _error(f"No route for {record.method} {record.path}", "not_found"), None
        body = record.body or {}
        name = body.get("model")
        with self._lock:
            model = self.models.get(name) if isinstance(name, str) else None
            if model is None:
                return 404, _error(f"The model `{name}` does not exist", "model_not_found"), None
            if record.authorization != f"Bearer {model.key}":
                return 401, _error("Incorrect API key provided", "invalid_api_key"), None
            content = model.replies[min(model.served, len(model.replies) - 1)]
            model.served += 1
        usage = {
            "prompt_tokens": self.prompt_tokens,
            "completion_tokens": self.completion_tokens,
            "total_tokens": self.prompt_tokens + self.completion_tokens,
        }
        ident = f"chatcmpl-{uuid.uuid4().hex[:24]}"
        created = int(time.time())
        if body.get("stream"):
            base = {"id": ident, "object": "chat.completion.chunk", "created": created}
            base["model"] = name
            chunks = [
                {**base, "choices": [_delta({"role": "assistant", "content": content})]},
                {**base, "choices": [_delta({}, "stop")]},
            ]
            if (body.get("stream_options") or {}).get("include_usage"):
                chunks.append({**base, "choices": [], "usage": usage})
            else:
                chunks[-1]["usage"] = usage
            return 200, {}, chunks
        message = {"role": "assistant", "content": content}
        return (
            200,
            {
                "id": ident,
                "object": "chat.completion",
                "created": created,
                "model": name,
                "choices": [{"index": 0, "message": message, "finish_reason": "stop"}],
                "usage": usage,
            },
            None,
        )

    @staticmethod
    def _send_stream(handler: BaseHTTPRequestHandler, chunks: list[dict]) -> None:
        handler.send_response(200)
        handler.send_header("Content-Type", "text/event-stream")
        handler.send_header("Cache-Control", "no-cache")
        handler.send_header("Connection", "close")
        handler.end_headers()
        for chunk in chunks:
            handler.wfile.write(f"data: {json.dumps(chunk)}\n\n".encode())
        handler.wfile.write(b"data: [DONE]\n\n")
        handler.wfile.flush()
        handler.close_connection = True


def _delta(delta: dict[str, Any], finish: str | None = None) -> dict[str, Any]:
    return {"index": 0, "delta": delta, "finish_reason": finish}


def _error(message: str, code: str) -> dict[str, Any]:
    return {"error": {"message": message, "type": "invalid_request_error", "code": code}}


# ---------------------------------------------------------------------- terminus-2 replies


def terminus_reply(
    commands: Iterable[tuple[str, float]] = (), *, complete: bool = False, note: str = ""
) -> str:
    """One assistant message in terminus-2's JSON format (``parser_name = "json"``): the
    keystrokes of each command (end them with ``\\n`` to run them) and whether the task is
    complete. terminus-2 asks to confirm a completion, so a solving script ends with two
    ``complete=True`` replies."""
    return json.dumps(
        {
            "analysis": note or "Scripted reply from the fake model server.",
            "plan": "Run the commands below." if commands else "Nothing left to run.",
            "commands": [{"keystrokes": keys, "duration": wait} for keys, wait in commands],
            "task_complete": complete,
        }
    )
