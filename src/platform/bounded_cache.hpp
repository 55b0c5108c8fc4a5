// BoundedCache: a least-recently-used map limited both in entries and in bytes, so any number
// of distinct keys over a long run (names, replays, languages) keeps memory flat.
#pragma once

#include <cstddef>
#include <list>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace greed::platform {

template <typename Value> class BoundedCache {
public:
    BoundedCache(std::size_t maxEntries, std::size_t maxBytes)
        : m_maxEntries(maxEntries), m_maxBytes(maxBytes) {}

    // The value under `key`, now the most recently used; nullptr when absent.
    Value* find(const std::string& key) {
        const auto it = m_index.find(key);
        if (it == m_index.end()) {
            return nullptr;
        }
        m_order.splice(m_order.begin(), m_order, it->second);
        return &it->second->value;
    }

    // Stores `value` costing `bytes` (besides its key), evicting the least recently used
    // entries first. The new entry always stays until the next insert, even when it alone is
    // over the budget, so the caller can use the pointer returned.
    Value* insert(std::string key, Value value, std::size_t bytes) {
        if (auto it = m_index.find(key); it != m_index.end()) {
            erase(it->second);
        }
        const std::size_t cost = bytes + 2 * key.size(); // the key is held twice
        while (!m_order.empty() &&
               (m_order.size() + 1 > m_maxEntries || m_bytes + cost > m_maxBytes)) {
            erase(std::prev(m_order.end()));
        }
        if (m_journal != nullptr) {
            m_journal->push_back(key);
        }
        m_order.push_front(Entry{std::move(key), std::move(value), cost});
        m_index.emplace(m_order.front().key, m_order.begin());
        m_bytes += cost;
        return &m_order.front().value;
    }

    // Drops the entry under `key`, if any.
    void erase(const std::string& key) {
        if (const auto it = m_index.find(key); it != m_index.end()) {
            erase(it->second);
        }
    }

    // Every key inserted from now on is added to `keys` (nullptr: no longer).
    void journal(std::vector<std::string>* keys) { m_journal = keys; }

    void clear() {
        m_index.clear();
        m_order.clear();
        m_bytes = 0;
    }

    std::size_t size() const { return m_order.size(); }
    // What the entries cost: their stated bytes plus their keys.
    std::size_t bytes() const { return m_bytes; }
    std::size_t maxEntries() const { return m_maxEntries; }
    std::size_t maxBytes() const { return m_maxBytes; }

private:
    struct Entry {
        std::string key;
        Value value;
        std::size_t cost = 0;
    };
    using Iterator = typename std::list<Entry>::iterator;

    void erase(Iterator it) {
        m_bytes -= it->cost;
        m_index.erase(it->key);
        m_order.erase(it);
    }

    std::size_t m_maxEntries;
    std::size_t m_maxBytes;
    std::size_t m_bytes = 0;
    std::list<Entry> m_order; // most recently used first
    std::unordered_map<std::string, Iterator> m_index;
    std::vector<std::string>* m_journal = nullptr;
};

} // namespace greed::platform
