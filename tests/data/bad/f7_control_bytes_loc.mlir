module @f7 attributes {mhlo.num_partitions = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.negate %arg0 : tensor<4xf32> loc("red\1B[31mtext\07bell\00nul\0Anewline\E2\80\AEevil")
    return %0 : tensor<4xf32>
  }
}
