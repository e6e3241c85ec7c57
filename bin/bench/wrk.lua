-- One measured request for wrk (bin/bench/run.mjs writes its spec and runs wrk -t1 with it).
--
-- The spec, a file named by the environment variable VITRINE_BENCH_SPEC, one setting a line:
--   method POST
--   path /?vitrine-ajax=add_to_cart
--   header X-Vitrine-Nonce: abc123          (as many as needed)
--   body product_id=12&quantity=1
--   expect "fragments"                      (the body must hold this text, plainly)
--   tokens /path/to/tokens.txt              (optional: one cart token a request, as a cookie)
--   cookie vitrine_cart                     (the cookie the tokens go in)
--   connections 8                           (wrk's -c: to stop before the tokens run out)
--   max 5                                   (optional: stop after this many answers)
--
-- Each request comes from its own client address (X-Forwarded-For, which the bench site trusts
-- from nginx): the shop's per-visitor rate limits see many visitors, as on a real shop.
--
-- done() prints one line "BENCH-RESULT {json}" (latency in microseconds, counts), and the
-- first wrong answer as "BENCH-ERROR <status> <start of its body>".

local spec = { headers = {} }
local tokens = {}
local next_token = 1
local responses = 0
local stop_after = nil
local threads = {}

local function read_spec()
	local file = assert(io.open(os.getenv("VITRINE_BENCH_SPEC"), "r"))
	for line in file:lines() do
		local key, value = line:match("^(%S+)%s?(.*)$")
		if key == "header" then
			local name, header_value = value:match("^([^:]+):%s*(.*)$")
			spec.headers[name] = header_value
		elseif key then
			spec[key] = value
		end
	end
	file:close()
	if spec.tokens then
		for token in io.lines(spec.tokens) do
			if token ~= "" then
				tokens[#tokens + 1] = token
			end
		end
		-- Every connection may have one request in flight when the thread is stopped.
		stop_after = #tokens - 2 * tonumber(spec.connections or "1")
	end
	if spec.max then
		stop_after = math.min(stop_after or math.huge, tonumber(spec.max))
	end
end

function setup(thread)
	threads[#threads + 1] = thread
end

function init(args)
	read_spec()
	math.randomseed(os.time() + tonumber(tostring({}):match("0x(%x+)") or "0", 16) % 100000)
	bad = 0
	bad_sample = ""
	queries_sum = 0
	queries_count = 0
	memory_max = 0
	memory_sum = 0
end

function request()
	local headers = {}
	for name, value in pairs(spec.headers) do
		headers[name] = value
	end
	headers["X-Forwarded-For"] = string.format("10.%d.%d.%d", math.random(0, 255), math.random(0, 255), math.random(1, 254))
	if #tokens > 0 then
		local token = tokens[math.min(next_token, #tokens)]
		next_token = next_token + 1
		headers["Cookie"] = (spec.cookie or "vitrine_cart") .. "=" .. token
	end
	local body = spec.body
	if body == "" then
		body = nil
	end
	return wrk.format(spec.method or "GET", spec.path, headers, body)
end

function response(status, headers, body)
	responses = responses + 1
	local wrong = status >= 400
	if not wrong and spec.expect and spec.expect ~= "" then
		wrong = body == nil or body:find(spec.expect, 1, true) == nil
	end
	if wrong then
		bad = bad + 1
		if bad_sample == "" then
			bad_sample = status .. " " .. string.sub((body or ""):gsub("%s+", " "), 1, 300)
		end
	end
	local queries = tonumber(headers["X-Vitrine-Bench-Queries"] or "")
	if queries then
		queries_sum = queries_sum + queries
		queries_count = queries_count + 1
	end
	local memory = tonumber(headers["X-Vitrine-Bench-Memory"] or "")
	if memory then
		memory_sum = memory_sum + memory
		memory_max = math.max(memory_max, memory)
	end
	if stop_after and responses == stop_after then
		wrk.thread:stop()
		-- wrk's main thread still sleeps out -d: run.mjs reads this line and interrupts it
		-- (SIGINT ends the sleep, and wrk reports as usual).
		io.stderr:write("BENCH-STOPPED\n")
		io.stderr:flush()
	end
end

function done(summary, latency, requests)
	local result = {
		requests = summary.requests,
		duration_us = summary.duration,
		socket_errors = summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
		status_errors = summary.errors.status,
		p50_us = latency:percentile(50),
		p95_us = latency:percentile(95),
		mean_us = latency.mean,
		bad = 0,
		queries_sum = 0,
		queries_count = 0,
		memory_max = 0,
		memory_sum = 0,
	}
	local sample = ""
	for _, thread in ipairs(threads) do
		result.bad = result.bad + (thread:get("bad") or 0)
		result.queries_sum = result.queries_sum + (thread:get("queries_sum") or 0)
		result.queries_count = result.queries_count + (thread:get("queries_count") or 0)
		result.memory_sum = result.memory_sum + (thread:get("memory_sum") or 0)
		result.memory_max = math.max(result.memory_max, thread:get("memory_max") or 0)
		if sample == "" then
			sample = thread:get("bad_sample") or ""
		end
	end
	local parts = {}
	for key, value in pairs(result) do
		parts[#parts + 1] = string.format("%q:%.0f", key, value)
	end
	io.write("BENCH-RESULT {" .. table.concat(parts, ",") .. "}\n")
	if sample ~= "" then
		io.write("BENCH-ERROR " .. sample .. "\n")
	end
end
