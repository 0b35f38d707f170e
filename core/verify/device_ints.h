#pragma once
// The per-device numbers of a relation (relation.h: tile coordinates, device x rank, and
// partial parts, one per device), kept once per distinct value. A `DeviceInts` reads like
// a `std::vector<int64_t>` but copies share one immutable block (copy on write: a write
// through a shared handle first copies the numbers), so a fact, its copies in the layer
// memo, the merge log and the statuses hold one pointer, not 96 numbers at TP=32.
//
// A `DeviceIntsInterner` (one per verification) hash-conses blocks: every block it has
// seen stays alive in its table and equal numbers get the one block, so facts with the
// same per-device data share it, and two handles interned by the same table compare by
// address alone (equal contents are the same block there). Any other comparison falls
// back to the numbers, and an interned block's hash is computed once.
//
// Thread safety: a block is never written while it is shared (reference counts are
// atomic), so handles may be copied across threads like any value; one interner is used
// by one thread.

#include <atomic>
#include <algorithm>
#include <cstddef>
#include <cstring>
#include <new>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <type_traits>
#include <unordered_set>
#include <vector>

namespace shardscope::verify {

class DeviceInts {
 public:
  using value_type = int64_t;
  using const_iterator = const int64_t*;
  using iterator = const int64_t*;  // reads only: writes go through operator[] (which unshares)

  DeviceInts() = default;
  DeviceInts(std::size_t count, int64_t value) { assign(count, value); }
  DeviceInts(std::initializer_list<int64_t> values) { assign(values.begin(), values.end()); }
  explicit DeviceInts(const std::vector<int64_t>& values) { assign(values.begin(), values.end()); }
  DeviceInts(const DeviceInts& other) noexcept : block_(other.block_) { retain(block_); }
  DeviceInts(DeviceInts&& other) noexcept : block_(other.block_) { other.block_ = nullptr; }
  DeviceInts& operator=(const DeviceInts& other) noexcept {
    retain(other.block_);
    release(block_);
    block_ = other.block_;
    return *this;
  }
  DeviceInts& operator=(DeviceInts&& other) noexcept {
    if (this != &other) {
      release(block_);
      block_ = other.block_;
      other.block_ = nullptr;
    }
    return *this;
  }
  DeviceInts& operator=(std::initializer_list<int64_t> values) {
    assign(values.begin(), values.end());
    return *this;
  }
  DeviceInts& operator=(const std::vector<int64_t>& values) {
    assign(values.begin(), values.end());
    return *this;
  }
  ~DeviceInts() { release(block_); }

  std::size_t size() const { return block_ ? block_->size : 0; }
  bool empty() const { return size() == 0; }
  const int64_t* data() const { return block_ ? block_->values() : nullptr; }
  const int64_t* begin() const { return data(); }
  const int64_t* end() const { return data() + size(); }
  int64_t operator[](std::size_t i) const { return block_->values()[i]; }
  int64_t back() const { return block_->values()[block_->size - 1]; }
  // A writable element: unshares first (the block may be another relation's too).
  int64_t& operator[](std::size_t i) { return mutableData()[i]; }
  int64_t* mutableData();

  void assign(std::size_t count, int64_t value);
  template <class It>
    requires(!std::is_integral_v<It>)
  void assign(It first, It last) {
    const std::size_t count = static_cast<std::size_t>(last - first);
    Block* fresh = Block::make(count);
    int64_t* out = fresh->values();
    for (std::size_t i = 0; first != last; ++first, ++i) out[i] = static_cast<int64_t>(*first);
    reset(fresh);
  }
  void clear() { reset(nullptr); }
  void push_back(int64_t value);

  // The numbers as a vector (for callers that need one).
  std::vector<int64_t> toVector() const { return std::vector<int64_t>(begin(), end()); }
  // The hash of the numbers (computed once when interned).
  std::size_t hash() const;
  // True when both handles hold the very same block (no numbers read).
  bool sharesStorageWith(const DeviceInts& other) const { return block_ == other.block_; }
  // The block's reference count (tests and diagnostics: how many handles share it).
  long useCount() const { return block_ ? static_cast<long>(block_->refs.load(std::memory_order_relaxed)) : 0; }

  friend bool operator==(const DeviceInts& a, const DeviceInts& b);
  friend bool operator!=(const DeviceInts& a, const DeviceInts& b) { return !(a == b); }
  friend bool operator==(const DeviceInts& a, const std::vector<int64_t>& b);
  friend bool operator==(const std::vector<int64_t>& a, const DeviceInts& b) { return b == a; }

 private:
  friend class DeviceIntsInterner;
  struct Block {
    std::atomic<uint32_t> refs{1};
    // The serial number of the interner that took it (0: none). An interned block is
    // never written again, even after its interner is gone, so two different blocks of
    // one serial always hold different numbers.
    uint32_t internedBy = 0;
    std::size_t size = 0, capacity = 0;
    std::size_t hash = 0;  // set when interned
    bool hashed = false;
    int64_t* values() { return reinterpret_cast<int64_t*>(this + 1); }
    const int64_t* values() const { return reinterpret_cast<const int64_t*>(this + 1); }
    static Block* make(std::size_t count, std::size_t capacity = 0);
    static void destroy(Block* block);
  };
  static_assert(sizeof(Block) % alignof(int64_t) == 0);
  static void retain(Block* block) {
    if (block) block->refs.fetch_add(1, std::memory_order_relaxed);
  }
  static void release(Block* block) {
    if (block && block->refs.fetch_sub(1, std::memory_order_acq_rel) == 1) Block::destroy(block);
  }
  void reset(Block* fresh) {
    release(block_);
    block_ = fresh;
  }
  // Writable: the block when this handle is its only holder and it was never interned, else a copy.
  Block* unshared();

  Block* block_ = nullptr;
};

// One per verification: the table of distinct per-device numbers. Interning a handle
// makes it point at the table's block of the same numbers (adding its own if new).
class DeviceIntsInterner {
 public:
  DeviceIntsInterner();
  ~DeviceIntsInterner();
  DeviceIntsInterner(const DeviceIntsInterner&) = delete;
  DeviceIntsInterner& operator=(const DeviceIntsInterner&) = delete;

  void intern(DeviceInts& numbers);
  // Distinct blocks held, and the numbers they hold in all.
  std::size_t distinct() const { return table_.size(); }
  std::size_t numbersHeld() const { return numbersHeld_; }

 private:
  struct Hash {
    std::size_t operator()(const DeviceInts::Block* b) const;
  };
  struct Equal {
    bool operator()(const DeviceInts::Block* a, const DeviceInts::Block* b) const;
  };
  uint32_t serial_;
  std::unordered_set<DeviceInts::Block*, Hash, Equal> table_;
  std::size_t numbersHeld_ = 0;
};

// Definitions (header-only: small, and inlined where relations are copied).


inline DeviceInts::Block* DeviceInts::Block::make(std::size_t count, std::size_t capacity) {
  capacity = std::max(capacity, count);
  void* memory = ::operator new(sizeof(Block) + capacity * sizeof(int64_t));
  Block* block = new (memory) Block();
  block->size = count;
  block->capacity = capacity;
  return block;
}

inline void DeviceInts::Block::destroy(Block* block) {
  block->~Block();
  ::operator delete(block);
}

inline DeviceInts::Block* DeviceInts::unshared() {
  if (!block_) return nullptr;
  if (block_->internedBy == 0 && block_->refs.load(std::memory_order_acquire) == 1) return block_;
  Block* copy = Block::make(block_->size);
  if (block_->size) std::memcpy(copy->values(), block_->values(), block_->size * sizeof(int64_t));
  reset(copy);
  return block_;
}

inline int64_t* DeviceInts::mutableData() {
  Block* block = unshared();
  return block ? block->values() : nullptr;
}

inline void DeviceInts::assign(std::size_t count, int64_t value) {
  Block* block = nullptr;
  if (block_ && block_->size == count && block_->internedBy == 0 && block_->refs.load(std::memory_order_acquire) == 1) {
    block = block_;
  } else {
    block = count ? Block::make(count) : nullptr;
    reset(block);
  }
  if (block) std::fill(block->values(), block->values() + count, value);
}

inline void DeviceInts::push_back(int64_t value) {
  const std::size_t n = size();
  if (block_ && block_->internedBy == 0 && block_->refs.load(std::memory_order_acquire) == 1 && n < block_->capacity) {
    block_->values()[n] = value;
    block_->size = n + 1;
    return;
  }
  Block* grown = Block::make(n + 1, std::max<std::size_t>(4, 2 * n));
  if (n) std::memcpy(grown->values(), block_->values(), n * sizeof(int64_t));
  grown->values()[n] = value;
  reset(grown);
}

namespace device_ints_detail {
inline std::size_t hashNumbers(const int64_t* values, std::size_t n) {
  std::size_t h = 1469598103934665603ull ^ n;
  for (std::size_t i = 0; i < n; ++i) h = (h ^ static_cast<std::size_t>(values[i])) * 1099511628211ull;
  return h;
}
}  // namespace device_ints_detail

inline std::size_t DeviceInts::hash() const {
  if (!block_) return device_ints_detail::hashNumbers(nullptr, 0);
  // Cached only when interned (written then, by the interner's thread, and never again),
  // so a block shared between threads is never written by a read.
  return block_->hashed ? block_->hash : device_ints_detail::hashNumbers(block_->values(), block_->size);
}

inline bool operator==(const DeviceInts& a, const DeviceInts& b) {
  const DeviceInts::Block* x = a.block_;
  const DeviceInts::Block* y = b.block_;
  if (x == y) return true;
  const std::size_t n = a.size();
  if (n != b.size()) return false;
  if (n == 0) return true;
  // One table holds one block per distinct value.
  if (x->internedBy != 0 && x->internedBy == y->internedBy) return false;
  if (x->hashed && y->hashed && x->hash != y->hash) return false;
  return std::memcmp(x->values(), y->values(), n * sizeof(int64_t)) == 0;
}

inline bool operator==(const DeviceInts& a, const std::vector<int64_t>& b) {
  return a.size() == b.size() && (b.empty() || std::memcmp(a.data(), b.data(), b.size() * sizeof(int64_t)) == 0);
}

namespace device_ints_detail {
inline std::atomic<uint32_t> nextSerial{1};
}  // namespace device_ints_detail

inline DeviceIntsInterner::DeviceIntsInterner() : serial_(device_ints_detail::nextSerial.fetch_add(1, std::memory_order_relaxed)) {
  if (serial_ == 0) serial_ = device_ints_detail::nextSerial.fetch_add(1, std::memory_order_relaxed);  // after 2^32 interners: 0 means none
}

inline DeviceIntsInterner::~DeviceIntsInterner() {
  for (DeviceInts::Block* block : table_) DeviceInts::release(block);
}

inline std::size_t DeviceIntsInterner::Hash::operator()(const DeviceInts::Block* b) const {
  return b->hashed ? b->hash : device_ints_detail::hashNumbers(b->values(), b->size);
}

inline bool DeviceIntsInterner::Equal::operator()(const DeviceInts::Block* a, const DeviceInts::Block* b) const {
  return a == b || (a->size == b->size && std::memcmp(a->values(), b->values(), a->size * sizeof(int64_t)) == 0);
}

inline void DeviceIntsInterner::intern(DeviceInts& numbers) {
  DeviceInts::Block* block = numbers.block_;
  if (!block || block->internedBy == serial_) return;  // empty, or already this table's
  if (auto it = table_.find(block); it != table_.end()) {
    DeviceInts::retain(*it);
    numbers.reset(*it);
    return;
  }
  // Another table's block is copied (its serial says it is distinct within that table);
  // a block only other handles share is frozen as it is: a write through any of them
  // copies first, as it would have anyway while the block is shared.
  if (block->internedBy != 0) {
    DeviceInts::Block* copy = DeviceInts::Block::make(block->size);
    std::memcpy(copy->values(), block->values(), block->size * sizeof(int64_t));
    numbers.reset(copy);
    block = copy;
  }
  block->hash = device_ints_detail::hashNumbers(block->values(), block->size);
  block->hashed = true;
  block->internedBy = serial_;
  DeviceInts::retain(block);
  table_.insert(block);
  numbersHeld_ += block->size;
}

}  // namespace shardscope::verify
