#pragma once
// The state-to-state transition of a repeated layer (issue 22), computed once and
// applied to every copy. A state before the layer (its key: per open flow the part
// written and the refinement read so far) is translated into copy 0's flows (the same
// partitions, interned there). The DP is run through copy 0's steps with the incoming
// tensors' written parts and reads so far left out of the state (frontier::deferClosing
// keeps those tensors open to the end of the layer): after the run, each state's
// repartitions of them are charged from the state before's written parts and the union
// of its reads and the run's. So one run serves every state before (on a Llama layer:
// every partition of the residual stream, and in the einsummable model every read so
// far of the shared RoPE table and mask), and its states after, translated into copy
// k's flows, are the transition of every copy.
//
// Exactness: a run that drops no state by its limit gives, for every state after, the
// cheapest way through the layer (masking only moves costs to the end of the run, where
// they are charged exactly); min-plus composing exact transitions is the DP itself, so
// the composed result is exact. A run that drops states marks the transitions inexact
// (`exact()`), and the solve then says it is not proven optimal.

#include "partition/frontier_steps.h"
#include "partition/partition_problem.h"
#include "partition/repeated_layers.h"
#include "support/cancellation.h"

#include <map>
#include <vector>

namespace shardscope::partition {

class LayerTransitions {
 public:
  struct Entry {
    int run = -1;    // the run from one state before
    int state = -1;  // its state after the layer
    double cost = 0;
    double later = 0;  // the flow bound of the state after
  };

  // `stateLimit`: states kept per step of a run.
  LayerTransitions(PartitionProblem& problem, const std::vector<frontier::Step>& steps, StepRepetition repetition,
                   std::size_t stateLimit);

  // Entries [first, last) from `key`, a state before copy `copy` (its flows), computing
  // the run when the state is new.
  std::pair<int, int> from(const int* key, int copy, const CancellationToken& cancel);
  const Entry& entry(int id) const { return entries_[id]; }
  // The entry's state after the layer in copy `copy`'s flows (widthAfter of its last step).
  void keyAfter(int id, int copy, int* key);
  // The same in copy 0's flows, and its hash (frontier::keyHash). Keys after are equal in
  // copy 0's flows exactly when they are in copy k's (parts move between copies as
  // partitions), so a copy's states can be gathered in copy 0's and only those kept
  // translated (translateAfter, in place).
  const int* firstKeyAfter(int id) const {
    return after_.data() + static_cast<std::size_t>(id) * 2 * step(0, repetition_.length - 1).widthAfter;
  }
  uint64_t hashAfter(int id) const { return afterHash_[id]; }
  // The entry's key after as a small id: equal ids exactly for equal keys after (in copy
  // 0's flows, over every entry so far), below keyCount(). The DP gathers a copy's states
  // by these ids instead of hashing and comparing keys.
  int keyId(int id) const { return keyId_[id]; }
  int keyCount() const { return static_cast<int>(keyEntry_.size()); }
  void translateAfter(int copy, int* key);
  // Writes the candidates the entry's path chose into copy `copy`'s variables.
  void choose(int id, int copy, std::vector<int>& choice) const;

  bool exact() const { return exact_; }
  double work() const { return stats_.work; }
  std::size_t peakStates() const { return stats_.peakStates; }
  int runs() const { return static_cast<int>(runs_.size()); }

 private:
  struct Run {
    std::vector<std::vector<int>> parents, chosen;  // per step of the layer
    std::vector<int> keys;                          // the states after, two ints per slot
    std::vector<double> cost;
  };
  const frontier::Step& step(int copy, int j) const { return steps_[repetition_.first + copy * repetition_.length + j]; }
  int runFor(const std::vector<int>& masked, const CancellationToken& cancel);

  PartitionProblem& problem_;
  const std::vector<frontier::Step>& steps_;
  StepRepetition repetition_;
  std::size_t stateLimit_;
  std::vector<frontier::Step> layer_;  // copy 0's steps, the incoming flows kept open
  std::vector<int> kept_;              // those of them that close inside, in slot order at the end
  std::vector<int> keptSlot_;          // per kept flow: its slot before the layer
  std::vector<int> afterIncoming_;     // per slot after the layer: its slot before, or -1
  std::map<std::vector<int>, int> runOf_;                  // masked key before -> run
  // Copy 0's keys before met so far (2 · width ints each) with their entries, found by
  // the keys' hashes (open addressing, knownTable_ holds indices into them).
  std::vector<int> knownKeys_;
  std::vector<uint64_t> knownHash_;
  std::vector<std::pair<int, int>> knownRange_;
  std::vector<int> knownTable_;
  std::vector<int> canonical_;  // scratch: the key before in copy 0's flows
  std::vector<Run> runs_;
  std::vector<Entry> entries_;
  std::vector<int> after_;  // per entry: its key after, in copy 0's flows
  std::vector<uint64_t> afterHash_;  // per entry: that key's hash
  std::vector<int> keyId_;           // per entry: its key after's id
  // Per key id: its first entry (the key's copy in after_) and its latest one (an entry
  // of the current call to from() when at or after its first entry); the ids by hash,
  // open addressing.
  std::vector<int> keyEntry_, keyLatest_;
  std::vector<int> keyTable_;
  int internKey(const int* key, uint64_t hash, int width);
  // Per copy and slot after the layer: copy 0's part ids translated into that copy's
  // flow (-1: not yet), so that a key after is translated by lookups.
  std::vector<std::vector<std::vector<int>>> translated_;
  int translated(int copy, int slot, int id);
  frontier::StepStats stats_;
  frontier::StepScratch scratch_;  // advanceStep's arrays, kept across the runs' steps
  bool exact_ = true;
};

}  // namespace shardscope::partition
