====================================================================================================
Compiled method (c2)     375  348       4       dev.tempered.benchmarks.HandoverPair::pollSlice (42 bytes)
     0   b440  mov    DWORD PTR [rsp-0x14000],eax
     7   b447  push   rbp
     8   b448  sub    rsp,0x50
     c   b44c  mov    r10,rsi
     f   b44f  mov    r11d,DWORD PTR [rsi+0x8]
    13   b453  cmp    r11d,0x100f200
    1a   b45a  jne    0x7f1408eeb791
    20   b460  xor    r9d,r9d
    23   b463  xor    r14d,r14d
    26   b466  xor    r8d,r8d
    29   b469  jmp    0x7f1408eeb47f
    2b   b46b  mov    ebp,0x1
    30   b470  pause
    32   b472  mov    r11,QWORD PTR [r15+0x348]
    39   b479  test   DWORD PTR [r11],eax
    3c   b47c  mov    r9d,ebp
    3f   b47f  mov    ecx,DWORD PTR [r10+0x170]
    46   b486  test   ecx,ecx
    48   b488  jne    0x7f1408eeb73b
    4e   b48e  mov    ecx,DWORD PTR [r10+0x164]
    55   b495  mov    r11d,DWORD PTR [r12+rcx*8+0xc]
    5a   b49a  mov    rdi,QWORD PTR [r10+0x150]
    61   b4a1  lea    rbx,[r12+rcx*8]
    65   b4a5  mov    esi,edi
    67   b4a7  and    esi,DWORD PTR [r10+0x160]
    6e   b4ae  mov    eax,esi
    70   b4b0  add    eax,0x20
    73   b4b3  cmp    eax,r11d
    76   b4b6  jae    0x7f1408eeb730
    7c   b4bc  movsxd r13,esi
    7f   b4bf  shl    r13,0x2
    83   b4c3  mov    ebp,DWORD PTR [rbx+r13*1+0x90]
    8a   b4ca  
    8b   b4cb  test   ebp,ebp
    8d   b4cd  je     0x7f1408eeb62b
    93   b4d3  mov    ecx,DWORD PTR [r12+rcx*8+0x8]
    98   b4d8  add    rdi,0x1
    9c   b4dc  mov    QWORD PTR [r10+0x150],rdi
    a3   b4e3  cmp    ecx,0x1550
    a9   b4e9  jne    0x7f1408eeb743
    af   b4ef  cmp    BYTE PTR [r15+0x38],0x0
    b4   b4f4  jne    0x7f1408eeb663
    ba   b4fa  mov    DWORD PTR [rbx+r13*1+0x90],r12d
    c1   b501  
    c2   b502  inc    r8d
    c5   b505  cmp    ebp,0xd3dd6a3c
    cb   b50b  jne    0x7f1408eeb55d
    cd   b50d  mov    eax,r8d
    d0   b510  add    rsp,0x50
        ;   {poll_return}
    d4   b514  pop    rbp
    d5   b515  cmp    rsp,QWORD PTR [r15+0x340]
    dc   b51c  ja     0x7f1408eeb7b9
    e2   b522  ret
    e3   b523  mov    r11,QWORD PTR [r15+0x30]
    e7   b527  mov    QWORD PTR [r11+r9*1-0x8],rdi
    ec   b52c  add    r9,0xfffffffffffffff8
    f0   b530  mov    QWORD PTR [r15+0x20],r9
    f4   b534  nop    WORD PTR [rax+rax*1+0x0]
    fa   b53a  nop    WORD PTR [rax+rax*1+0x0]
   100   b540  mov    DWORD PTR [rbx+r13*1+0x90],r12d
   107   b547  
        ;   {oop(a 'java/lang/Object'{0x000000069eeb51e0})}
   108   b548  inc    r8d
   10b   b54b  cmp    ebp,0xd3dd6a3c
   111   b551  je     0x7f1408eeb50d
   113   b553  mov    r11,QWORD PTR [r15+0x348]
   11a   b55a  test   DWORD PTR [r11],eax
   11d   b55d  mov    ecx,DWORD PTR [r10+0x170]
   124   b564  test   ecx,ecx
   126   b566  jne    0x7f1408eeb6cc
   12c   b56c  mov    ecx,DWORD PTR [r10+0x164]
   133   b573  mov    r11d,DWORD PTR [r12+rcx*8+0xc]
   138   b578  mov    rdi,QWORD PTR [r10+0x150]
   13f   b57f  lea    rbx,[r12+rcx*8]
   143   b583  mov    edx,edi
   145   b585  and    edx,DWORD PTR [r10+0x160]
   14c   b58c  mov    eax,edx
   14e   b58e  add    eax,0x20
   151   b591  cmp    eax,r11d
   154   b594  jae    0x7f1408eeb69e
   15a   b59a  movsxd r13,edx
   15d   b59d  shl    r13,0x2
   161   b5a1  mov    ebp,DWORD PTR [rbx+r13*1+0x90]
   168   b5a8  
   169   b5a9  test   ebp,ebp
   16b   b5ab  je     0x7f1408eeb46b
   171   b5b1  mov    r11d,DWORD PTR [r12+rcx*8+0x8]
   176   b5b6  add    rdi,0x1
   17a   b5ba  mov    QWORD PTR [r10+0x150],rdi
   181   b5c1  cmp    r11d,0x1550
   188   b5c8  jne    0x7f1408eeb6e8
   18e   b5ce  cmp    BYTE PTR [r15+0x38],0x0
   193   b5d3  je     0x7f1408eeb540
   199   b5d9  mov    r11d,DWORD PTR [rbx+r13*1+0x90]
   1a0   b5e0  
   1a1   b5e1  test   r11d,r11d
   1a4   b5e4  je     0x7f1408eeb540
   1aa   b5ea  mov    r9,QWORD PTR [r15+0x20]
   1ae   b5ee  mov    rdi,r11
   1b1   b5f1  shl    rdi,0x3
   1b5   b5f5  test   r9,r9
   1b8   b5f8  jne    0x7f1408eeb523
   1be   b5fe  mov    DWORD PTR [rsp+0x4],r8d
   1c3   b603  mov    DWORD PTR [rsp],r14d
   1c7   b607  mov    r14,r10
   1ca   b60a  mov    rsi,r15
   1cd   b60d  movabs r10,0x7f141dad3130
   1d4   b614  
   1d7   b617  call   r10
   1da   b61a  mov    r10,r14
   1dd   b61d  mov    r14d,DWORD PTR [rsp]
   1e1   b621  mov    r8d,DWORD PTR [rsp+0x4]
   1e6   b626  jmp    0x7f1408eeb540
   1eb   b62b  mov    ebp,r9d
   1ee   b62e  inc    ebp
   1f0   b630  cmp    r9d,0x64
   1f4   b634  jl     0x7f1408eeb470
   1fa   b63a  mov    DWORD PTR [rsp+0xc],r8d
   1ff   b63f  mov    DWORD PTR [rsp+0x8],r14d
   204   b644  mov    QWORD PTR [rsp],r10
        ;   {static_call}
   208   b648  data16 xchg ax,ax
   20b   b64b  call   0x7f1408ee1dc0
   210   b650  mov    r10,QWORD PTR [rsp]
   214   b654  mov    r14d,DWORD PTR [rsp+0x8]
   219   b659  mov    r8d,DWORD PTR [rsp+0xc]
   21e   b65e  jmp    0x7f1408eeb472
   223   b663  mov    r11d,DWORD PTR [rbx+r13*1+0x90]
   22a   b66a  
   22b   b66b  test   r11d,r11d
   22e   b66e  je     0x7f1408eeb4fa
   234   b674  mov    r9,QWORD PTR [r15+0x20]
   238   b678  mov    rdi,r11
   23b   b67b  shl    rdi,0x3
   23f   b67f  test   r9,r9
   242   b682  je     0x7f1408eeb764
   248   b688  mov    r11,QWORD PTR [r15+0x30]
   24c   b68c  mov    QWORD PTR [r11+r9*1-0x8],rdi
   251   b691  add    r9,0xfffffffffffffff8
   255   b695  mov    QWORD PTR [r15+0x20],r9
   259   b699  jmp    0x7f1408eeb4fa
   25e   b69e  mov    ebp,r8d
   261   b6a1  mov    esi,0xffffffe4
   266   b6a6  mov    DWORD PTR [rsp+0x8],r14d
   26b   b6ab  mov    QWORD PTR [rsp+0x10],r10
   270   b6b0  mov    QWORD PTR [rsp+0x18],rdi
   275   b6b5  mov    DWORD PTR [rsp+0xc],ecx
   279   b6b9  mov    QWORD PTR [rsp+0x28],rbx
   27e   b6be  mov    DWORD PTR [rsp+0x24],eax
   282   b6c2  mov    DWORD PTR [rsp+0x30],r11d
   287   b6c7  call   0x7f1408991a80
   28c   b6cc  mov    ebp,r8d
   28f   b6cf  mov    esi,0xffffffec
   294   b6d4  mov    DWORD PTR [rsp+0x8],r14d
   299   b6d9  mov    QWORD PTR [rsp+0x10],r10
   29e   b6de  mov    DWORD PTR [rsp+0xc],ecx
   2a2   b6e2  nop
   2a3   b6e3  call   0x7f1408991a80
   2a8   b6e8  lea    rdi,[r12+rbp*8]
   2ac   b6ec  movabs r9,0x7f1397000000
   2b3   b6f3  
   2b6   b6f6  add    r9,r11
   2b9   b6f9  mov    r11,QWORD PTR [r9+0x70]
   2bd   b6fd  mov    rbp,QWORD PTR [r11]
   2c0   b700  mov    DWORD PTR [rsp],r8d
   2c4   b704  add    r13,0x90
   2cb   b70b  mov    esi,0xffffff45
   2d0   b710  mov    DWORD PTR [rsp+0x4],r14d
   2d5   b715  mov    QWORD PTR [rsp+0x10],r10
   2da   b71a  mov    QWORD PTR [rsp+0x20],r13
   2df   b71f  mov    QWORD PTR [rsp+0x28],rbx
   2e4   b724  mov    QWORD PTR [rsp+0x30],rdi
   2e9   b729  xchg   ax,ax
   2eb   b72b  call   0x7f1408991a80
   2f0   b730  mov    ebp,r8d
   2f3   b733  mov    r14d,r9d
   2f6   b736  jmp    0x7f1408eeb6a1
   2fb   b73b  mov    ebp,r8d
   2fe   b73e  mov    r14d,r9d
   301   b741  jmp    0x7f1408eeb6cf
   303   b743  lea    rdi,[r12+rbp*8]
   307   b747  movabs r11,0x7f1397000000
   30e   b74e  
   311   b751  add    r11,rcx
   314   b754  mov    r11,QWORD PTR [r11+0x70]
   318   b758  mov    rbp,QWORD PTR [r11]
   31b   b75b  mov    DWORD PTR [rsp],r8d
   31f   b75f  mov    r14d,r9d
   322   b762  jmp    0x7f1408eeb704
   324   b764  mov    DWORD PTR [rsp+0x4],r8d
   329   b769  mov    DWORD PTR [rsp],r14d
   32d   b76d  mov    r14,r10
   330   b770  mov    rsi,r15
   333   b773  movabs r10,0x7f141dad3130
   33a   b77a  
   33d   b77d  call   r10
   340   b780  mov    r10,r14
   343   b783  mov    r14d,DWORD PTR [rsp]
   347   b787  mov    r8d,DWORD PTR [rsp+0x4]
   34c   b78c  jmp    0x7f1408eeb4fa
   351   b791  mov    esi,0xffffff76
   356   b796  mov    rbp,r10
   359   b799  xchg   ax,ax
   35b   b79b  call   0x7f1408991a80
   360   b7a0  mov    esi,0xffffff5e
   365   b7a5  xchg   ax,ax
   367   b7a7  call   0x7f1408991a80
   36c   b7ac  mov    rsi,rax
   36f   b7af  add    rsp,0x50
   373   b7b3  pop    rbp
        ;   {runtime_call _rethrow_Java}
   374   b7b4  jmp    0x7f14089a7a80
   379   b7b9  movabs r10,0x7f1408eeb515
   380   b7c0  
   383   b7c3  mov    QWORD PTR [r15+0x358],r10
   38a   b7ca  jmp    0x7f1408990900
   38f   b7cf  hlt
   390   b7d0  hlt
   391   b7d1  hlt
   392   b7d2  hlt
   393   b7d3  hlt
   394   b7d4  hlt
   395   b7d5  hlt
   396   b7d6  hlt
   397   b7d7  hlt
   398   b7d8  hlt
   399   b7d9  hlt
   39a   b7da  hlt
   39b   b7db  hlt
   39c   b7dc  hlt
   39d   b7dd  hlt
   39e   b7de  hlt
   39f   b7df  hlt
        [Stub Code]
        ;   {no_reloc}
   3a0   b7e0  movabs rbx,0x0
   3a7   b7e7  
   3aa   b7ea  jmp    0x7f1408eeb7ea
   3af   b7ef  jmp    0x7f140899e200
        [Deopt Handler Code]
   3b4   b7f4  call   0x7f1408eeb7f9
   3b9   b7f9  sub    QWORD PTR [rsp],0x5
   3be   b7fe  jmp    0x7f1408991da0
   3c3   b803  hlt
   3c4   b804  hlt
   3c5   b805  hlt
   3c6   b806  hlt
   3c7   b807  hlt
