#pragma once
// Cancellation and progress for long-running engines. Engines poll the token at
// natural boundaries and throw OperationCancelled; the caller (a worker thread in
// app/, or the CLI) owns the token and decides when to cancel.

#include <atomic>
#include <functional>
#include <memory>
#include <stdexcept>
#include <string_view>

namespace shardscope {

class CancellationToken {
 public:
  CancellationToken() : flag_(std::make_shared<std::atomic<bool>>(false)) {}
  void cancel() const { flag_->store(true, std::memory_order_relaxed); }
  bool isCancelled() const { return flag_->load(std::memory_order_relaxed); }
  // Throws OperationCancelled when cancelled; call it in loops.
  void throwIfCancelled() const;

 private:
  std::shared_ptr<std::atomic<bool>> flag_;  // shared: copies observe the same request
};

struct OperationCancelled : std::runtime_error {
  OperationCancelled() : std::runtime_error("operation cancelled") {}
};

// fraction in [0,1]; phase names what is being done ("parsing", "saturating", ...).
using ProgressCallback = std::function<void(double fraction, std::string_view phase)>;

inline void reportProgress(const ProgressCallback& progress, double fraction,
                           std::string_view phase) {
  if (progress) progress(fraction, phase);
}

}  // namespace shardscope
